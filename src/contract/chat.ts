import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import type { Examples } from './example'

const id = z.number().check(z.int(), z.positive())

/** A chat contact's (and the profile user's) presence. */
export const chatStatuses = ['online', 'offline', 'busy', 'away'] as const
export const chatStatusSchema = z.enum(chatStatuses)
export type ChatStatus = z.infer<typeof chatStatusSchema>

/** The longest message the mock accepts, so that one request cannot fill the store. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000

/** One message of a chat. `time` is an ISO date-time; plain text. */
export const chatMessageSchema = z.object({
  message: z.string(),
  time: z.string(),
  senderId: id,
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** A conversation with one contact: `userId` is the contact's id. */
export const chatSchema = z.object({
  id,
  userId: id,
  unseenMsgs: z.number().check(z.int(), z.nonnegative()),
  chat: z.array(chatMessageSchema),
})
export type Chat = z.infer<typeof chatSchema>

/** A person the profile user can chat with. `avatar` '' draws initials. */
export const chatContactSchema = z.object({
  id,
  fullName: z.string().check(z.minLength(1)),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: chatStatusSchema,
})
export type ChatContact = z.infer<typeof chatContactSchema>

/** A contact who has a chat, with its summary, as the chats list shows it. */
export const chatSummarySchema = z.object({
  id,
  unseenMsgs: z.number().check(z.int(), z.nonnegative()),
  lastMessage: z.optional(chatMessageSchema),
})
export const chatContactWithChatSchema = z.extend(chatContactSchema, { chat: chatSummarySchema })
export type ChatContactWithChat = z.infer<typeof chatContactWithChatSchema>

export const profileSettingsSchema = z.object({
  isTwoStepAuthVerificationEnabled: z.boolean(),
  isNotificationsOn: z.boolean(),
})

/** The signed-in person as the chat shows them. */
export const profileUserSchema = z.object({
  id,
  fullName: z.string().check(z.minLength(1)),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: chatStatusSchema,
  settings: profileSettingsSchema,
})
export type ProfileUser = z.infer<typeof profileUserSchema>

/** `getChatsAndContacts`: chats most recent first; contacts by name. */
export const chatsAndContactsResponseSchema = z.object({
  chatsContacts: z.array(chatContactWithChatSchema),
  contacts: z.array(chatContactSchema),
  profileUser: profileUserSchema,
})
export type ChatsAndContacts = z.infer<typeof chatsAndContactsResponseSchema>

/** `getChatProfileUser` and `POST` of the same path answer `{ profileUser }`. */
export const profileUserResponseSchema = z.object({ profileUser: profileUserSchema })

/** `getChat`. */
export const getChatQuerySchema = z.object({
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'Use a contact id')), z.transform(Number)),
})

/** `chat` is null while the contact has no chat yet. */
export const getChatResponseSchema = z.object({
  chat: z.nullable(chatSchema),
  contact: chatContactSchema,
})
export type GetChatResponse = z.infer<typeof getChatResponseSchema>

/** `sendChatMessage`: `contact` is the contact's id; the message is plain text. */
export const sendMessageRequestSchema = z.strictObject({
  obj: z.strictObject({
    contact: id,
    message: z.string().check(
      z.refine((text) => text.trim().length > 0, 'Write a message'),
      z.maxLength(CHAT_MESSAGE_MAX_LENGTH),
    ),
  }),
})
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>

/** `id` is the chat's id; `chat` is present only when this message started the chat. */
export const sendMessageResponseSchema = z.object({
  response: z.object({
    newMessageData: chatMessageSchema,
    id,
    chat: z.optional(chatSchema),
  }),
})
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>

/** `updateChatProfileUser`: the status and settings the profile sidebar changes. */
export const updateProfileUserRequestSchema = z.strictObject({
  status: z.optional(chatStatusSchema),
  settings: z.optional(
    z.strictObject({
      isTwoStepAuthVerificationEnabled: z.optional(z.boolean()),
      isNotificationsOn: z.optional(z.boolean()),
    }),
  ),
})
export type UpdateProfileUserRequest = z.infer<typeof updateProfileUserRequestSchema>

export const chatEndpoints = endpoints('Chat', {
  getChatsAndContacts: {
    method: 'get',
    path: '/apps/chat/chats-and-contacts',
    summary: 'Chats, contacts and the profile user',
    response: chatsAndContactsResponseSchema,
  },
  getChatProfileUser: {
    method: 'get',
    path: '/apps/chat/users/profile-user',
    summary: 'The chat profile user',
    response: profileUserResponseSchema,
    errors: [404],
  },
  updateChatProfileUser: {
    method: 'post',
    path: '/apps/chat/users/profile-user',
    summary: 'Change the chat status and settings',
    body: updateProfileUserRequestSchema,
    response: profileUserResponseSchema,
    errors: [404],
  },
  getChat: {
    method: 'get',
    path: '/apps/chat/get-chat',
    summary: 'A contact and the chat with them',
    query: getChatQuerySchema,
    response: getChatResponseSchema,
    errors: [404],
  },
  sendChatMessage: {
    method: 'post',
    path: '/apps/chat/edit-msg',
    summary: 'Send a message to a contact',
    body: sendMessageRequestSchema,
    response: sendMessageResponseSchema,
    status: 201,
    errors: [404],
  },
})

/** A valid call of each endpoint (src/contract/example.ts). */
export const chatExamples = {
  getChatsAndContacts: {},
  getChatProfileUser: {},
  updateChatProfileUser: { body: { status: 'busy', settings: { isNotificationsOn: true } } },
  getChat: { query: { id: 2 } },
  sendChatMessage: { body: { obj: { contact: 2, message: 'Tasting at 3 works.' } } },
} satisfies Examples<typeof chatEndpoints>
