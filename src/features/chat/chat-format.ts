import dayjs from 'dayjs'
import type { ChatContact, ChatMessage } from '@/contract/chat'

/** A chats-list time: the hour today, the day this year, the full date before. */
export function formatListTime(time: string, now: Date = new Date()): string {
  const date = dayjs(time)
  if (date.isSame(now, 'day')) return date.format('HH:mm')
  if (date.isSame(now, 'year')) return date.format('D MMM')
  return date.format('D MMM YYYY')
}

/** A message time: the hour today, else the day and the hour. */
export function formatMessageTime(time: string, now: Date = new Date()): string {
  const date = dayjs(time)
  if (date.isSame(now, 'day')) return date.format('HH:mm')
  if (date.isSame(now, 'year')) return date.format('D MMM, HH:mm')
  return date.format('D MMM YYYY, HH:mm')
}

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
