import { queryOptions, useQuery } from '@tanstack/react-query'
import { chatsAndContactsResponseSchema } from '@/contract/chat'
import { apiRequest } from '@/lib/api-client'

/** The chats (most recent first), every contact and the profile user. */
export const chatsAndContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'chats-and-contacts'],
    queryFn: ({ signal }) =>
      apiRequest('/apps/chat/chats-and-contacts', {
        schema: chatsAndContactsResponseSchema,
        signal,
      }),
  })

export function useChatsAndContacts() {
  return useQuery(chatsAndContactsQueryOptions())
}
