import type { ChatContact, ChatMessage } from '@/contract/chat'

export interface MessageGroup {
  senderId: number
  messages: ChatMessage[]
}

/** Consecutive messages of one sender form a group (one avatar, one time). */
export function groupBySender(messages: readonly ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = []
  for (const message of messages) {
    const last = groups.at(-1)
    if (last?.senderId === message.senderId) last.messages.push(message)
    else groups.push({ senderId: message.senderId, messages: [message] })
  }
  return groups
}

/** Case-insensitive substring of the name or the role. */
export function matchesContact(contact: Pick<ChatContact, 'fullName' | 'role'>, text: string) {
  const needle = text.trim().toLocaleLowerCase()
  if (!needle) return true
  return (
    contact.fullName.toLocaleLowerCase().includes(needle) ||
    contact.role.toLocaleLowerCase().includes(needle)
  )
}
