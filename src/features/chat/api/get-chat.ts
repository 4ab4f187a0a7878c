import { queryOptions, useQuery } from '@tanstack/react-query'
import { chatEndpoints } from '@/contract/chat'
import { api } from '@/lib/api-client'
import { chatsAndContactsQueryOptions } from './get-chats-and-contacts'

/**
 * One contact's chat (null before the first message) and the contact. The
 * back end marks the chat read when it is fetched, so the chats list, whose
 * unseen badge is now stale, is cleared at once and fetched again.
 */
export const chatQueryOptions = (contactId: number) =>
  queryOptions({
    queryKey: ['chat', 'chat', contactId],
    queryFn: async ({ signal, client }) => {
      const answer = await api(chatEndpoints.getChat, { query: { id: contactId }, signal })
      const listKey = chatsAndContactsQueryOptions().queryKey
      client.setQueryData(
        listKey,
        (list) =>
          list && {
            ...list,
            chatsContacts: list.chatsContacts.map((contact) =>
              contact.id === contactId
                ? { ...contact, chat: { ...contact.chat, unseenMsgs: 0 } }
                : contact,
            ),
          },
      )
      void client.invalidateQueries({ queryKey: listKey })
      return answer
    },
  })

export function useChat(contactId: number | undefined) {
  return useQuery({ ...chatQueryOptions(contactId ?? 0), enabled: contactId !== undefined })
}
