import { useMutation, useQueryClient } from '@tanstack/react-query'
import { chatEndpoints, type SendMessageRequest } from '@/contract/chat'
import { api } from '@/lib/api-client'
import { chatQueryOptions } from './get-chat'
import { chatsAndContactsQueryOptions } from './get-chats-and-contacts'

export function sendMessage(obj: SendMessageRequest['obj']) {
  return api(chatEndpoints.sendChatMessage, { body: { obj } })
}

/** Sends a message to a contact; the conversation shows it at once, the chats list after a refetch. */
export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['chat', 'send-message'],
    // The composer and the profile sidebar show a failure in place, not as a toast.
    meta: { silent: true },
    mutationFn: sendMessage,
    onSuccess: ({ response }, { contact }) => {
      queryClient.setQueryData(chatQueryOptions(contact).queryKey, (current) => {
        if (!current) return current
        const chat = response.chat ??
          current.chat ?? { id: response.id, userId: contact, unseenMsgs: 0, chat: [] }
        const messages = response.chat ? chat.chat : [...chat.chat, response.newMessageData]
        return { ...current, chat: { ...chat, chat: messages } }
      })
    },
    onSettled: (_data, _error, { contact }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatQueryOptions(contact).queryKey }),
        queryClient.invalidateQueries({ queryKey: chatsAndContactsQueryOptions().queryKey }),
      ]),
  })
}
