import { queryOptions, useQuery } from '@tanstack/react-query'
import { profileUserResponseSchema } from '@/contract/chat'
import { apiRequest } from '@/lib/api-client'

/** The signed-in person as the chat shows them: about, status and chat settings. */
export const profileUserQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'profile-user'],
    queryFn: ({ signal }) =>
      apiRequest('/apps/chat/users/profile-user', { schema: profileUserResponseSchema, signal }),
  })

export function useProfileUser() {
  return useQuery(profileUserQueryOptions())
}
