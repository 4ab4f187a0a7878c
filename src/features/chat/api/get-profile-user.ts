import { queryOptions, useQuery } from '@tanstack/react-query'
import { chatEndpoints } from '@/contract/chat'
import { api } from '@/lib/api-client'

/** The signed-in person as the chat shows them: about, status and chat settings. */
export const profileUserQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'profile-user'],
    queryFn: ({ signal }) => api(chatEndpoints.getChatProfileUser, { signal }),
  })

export function useProfileUser() {
  return useQuery(profileUserQueryOptions())
}
