import { chatEndpoints, type ChatContactWithChat, type ChatMessage } from '@/contract/chat'
import { requireAbility } from '../auth'
import {
  chatContactsTable,
  chatProfileUserTable,
  chatsTable,
  PROFILE_USER_ID,
} from '../fixtures/chat'
import { notFound } from '../http'
import { mockRoutes, route } from '../route'
import type { Db } from '../store/db'

function profileUserOf(db: Db) {
  const profileUser = db.table(chatProfileUserTable).get(PROFILE_USER_ID)
  if (!profileUser) notFound('Profile user')
  return profileUser
}

const lastTime = (contact: ChatContactWithChat) => contact.chat.lastMessage?.time ?? ''

const { getChatsAndContacts, getChatProfileUser, updateChatProfileUser, getChat, sendChatMessage } =
  chatEndpoints

/** The chat app: one profile user talking to staff and suppliers. */
export const chatRoutes = mockRoutes(
  route(getChatsAndContacts, requireAbility('read', 'Chat'), (c) => {
    const { db } = c.var
    const contacts = [...db.table(chatContactsTable).all()].sort((a, b) =>
      a.fullName.localeCompare(b.fullName),
    )
    const chatsContacts = db
      .table(chatsTable)
      .all()
      .flatMap((chat): ChatContactWithChat[] => {
        const contact = db.table(chatContactsTable).get(chat.userId)
        if (!contact) return []
        return [
          {
            ...contact,
            chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) },
          },
        ]
      })
      .sort((a, b) => lastTime(b).localeCompare(lastTime(a)))
    return c.json({ chatsContacts, contacts, profileUser: profileUserOf(db) })
  }),
  route(getChatProfileUser, requireAbility('read', 'Chat'), (c) =>
    c.json({ profileUser: profileUserOf(c.var.db) }),
  ),
  route(
    updateChatProfileUser,
    requireAbility('update', 'Chat'),
    (c, { body: { status, settings } }) => {
      const { db } = c.var
      const current = profileUserOf(db)
      const profileUser = db.table(chatProfileUserTable).update(current.id, {
        status: status ?? current.status,
        settings: { ...current.settings, ...settings },
      })
      return c.json({ profileUser })
    },
  ),
  route(getChat, requireAbility('read', 'Chat'), (c, { query: { id } }) => {
    const { db } = c.var
    const contact = db.table(chatContactsTable).get(id)
    if (!contact) notFound('Contact')
    const existing = db.table(chatsTable).find((chat) => chat.userId === id)
    // Opening a chat is reading it.
    const chat = existing
      ? (db.table(chatsTable).update(existing.id, { unseenMsgs: 0 }) ?? null)
      : null
    return c.json({ chat, contact })
  }),
  route(sendChatMessage, requireAbility('create', 'Chat'), (c, { body: { obj } }) => {
    const { db } = c.var
    if (!db.table(chatContactsTable).get(obj.contact)) notFound('Contact')
    const newMessageData: ChatMessage = {
      message: obj.message.trim(),
      time: new Date().toISOString(),
      senderId: profileUserOf(db).id,
    }
    const existing = db.table(chatsTable).find((chat) => chat.userId === obj.contact)
    if (existing) {
      db.table(chatsTable).update(existing.id, { chat: [...existing.chat, newMessageData] })
      return c.json({ response: { newMessageData, id: existing.id } }, 201)
    }
    const chat = db
      .table(chatsTable)
      .insert({ userId: obj.contact, unseenMsgs: 0, chat: [newMessageData] })
    return c.json({ response: { newMessageData, id: chat.id, chat } }, 201)
  }),
)
