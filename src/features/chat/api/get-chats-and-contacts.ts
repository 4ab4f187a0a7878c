import { queryOptions, useQuery } from '@tanstack/react-query'
import { chatEndpoints } from '@/contract/chat'
import { api } from '@/lib/api-client'

/** The chats (most recent first), every contact and the profile user. */
export const chatsAndContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'chats-and-contacts'],
    queryFn: ({ signal }) => api(chatEndpoints.getChatsAndContacts, { signal }),
  })

export function useChatsAndContacts() {
  return useQuery(chatsAndContactsQueryOptions())
}
