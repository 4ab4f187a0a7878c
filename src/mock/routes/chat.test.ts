import { ADMIN, CLIENT, mockClient } from '@/test/mock-client'
import {
  chatsAndContactsResponseSchema,
  chatStatuses,
  getChatResponseSchema,
  profileUserResponseSchema,
  sendMessageResponseSchema,
} from '@/contract/chat'
import { errorBodySchema } from '@/contract/errors'
import { tamperSignature } from '@/test/tokens'
import { createMockApp } from '../app'
import {
  chatContactsTable,
  chatProfileUserTable,
  chatsTable,
  PROFILE_USER_ID,
} from '../fixtures/chat'
import { createDb, type Db } from '../store/db'

let db: Db
let app: ReturnType<typeof createMockApp>
const { get, post, tokenOf } = mockClient(() => app)

beforeEach(() => {
  db = createDb()
  app = createMockApp(db)
})

const send = (body: unknown, token?: string) => post('/apps/chat/edit-msg', body, token)

async function chatsAndContacts(token: string) {
  const response = await get('/apps/chat/chats-and-contacts', token)
  expect(response.status).toBe(200)
  return chatsAndContactsResponseSchema.parse(await response.json())
}

/** A contact of the sample data without a chat. */
function contactWithoutChat() {
  const contact = db
    .table(chatContactsTable)
    .all()
    .find((candidate) => !db.table(chatsTable).find((chat) => chat.userId === candidate.id))
  if (!contact) throw new Error('every contact has a chat')
  return contact
}

function chatWithUnseen() {
  const chat = db
    .table(chatsTable)
    .all()
    .find((candidate) => candidate.unseenMsgs > 0)
  if (!chat) throw new Error('no chat with unseen messages')
  return chat
}

describe('GET /apps/chat/chats-and-contacts', () => {
  it('answers the chats (most recent first), the contacts and the profile user', async () => {
    const { chatsContacts, contacts, profileUser } = await chatsAndContacts(await tokenOf(ADMIN))
    expect(contacts.length).toBeGreaterThanOrEqual(10)
    expect(new Set(contacts.map((contact) => contact.status))).toEqual(new Set(chatStatuses))
    expect(contacts.map((contact) => contact.fullName)).toEqual(
      contacts.map((contact) => contact.fullName).sort((a, b) => a.localeCompare(b)),
    )
    expect(profileUser.id).toBe(PROFILE_USER_ID)
    expect(Object.keys(profileUser.settings).sort()).toEqual([
      'isNotificationsOn',
      'isTwoStepAuthVerificationEnabled',
    ])

    expect(chatsContacts.length).toBe(db.table(chatsTable).all().length)
    const times = chatsContacts.map((contact) => contact.chat.lastMessage?.time ?? '')
    expect(times).toEqual([...times].sort().reverse())
    for (const contact of chatsContacts) {
      const chat = db.table(chatsTable).get(contact.chat.id)
      expect(chat?.userId).toBe(contact.id)
      expect(contact.chat.unseenMsgs).toBe(chat?.unseenMsgs)
      expect(contact.chat.lastMessage).toEqual(chat?.chat.at(-1))
    }
    expect(chatsContacts.some((contact) => contact.chat.unseenMsgs > 0)).toBe(true)
  })

  it('dates the sample messages in the days before the store was made, as the other seeds', () => {
    // The profile's posts, the calendar's past events and the newest invoices fall in the same
    // two weeks before "now" (they are placed relative to it).
    const now = Date.now()
    const times = db
      .table(chatsTable)
      .all()
      .flatMap((chat) => chat.chat.map((message) => Date.parse(message.time)))
    expect(times.length).toBeGreaterThan(0)
    for (const time of times) {
      expect(time).toBeLessThanOrEqual(now)
      expect(time).toBeGreaterThan(now - 14 * 24 * 3_600_000)
    }
  })

  it('is the same sample data in every new store', () => {
    expect(createDb().table(chatsTable).all()).toEqual(db.table(chatsTable).all())
    expect(createDb().table(chatContactsTable).all()).toEqual(db.table(chatContactsTable).all())
  })

  it('answers 401 without a token, or with a damaged one', async () => {
    expect((await get('/apps/chat/chats-and-contacts')).status).toBe(401)
    const damaged = await get(
      '/apps/chat/chats-and-contacts',
      tamperSignature(await tokenOf(ADMIN)),
    )
    expect(damaged.status).toBe(401)
  })

  it('answers 403 to the client account', async () => {
    const response = await get('/apps/chat/chats-and-contacts', await tokenOf(CLIENT))
    expect(response.status).toBe(403)
  })
})

describe('GET /apps/chat/users/profile-user', () => {
  it('answers { profileUser }', async () => {
    const response = await get('/apps/chat/users/profile-user', await tokenOf(ADMIN))
    expect(response.status).toBe(200)
    const { profileUser } = profileUserResponseSchema.parse(await response.json())
    expect(profileUser).toEqual(db.table(chatProfileUserTable).get(PROFILE_USER_ID))
  })

  it('answers 401 without a token and 403 to the client', async () => {
    expect((await get('/apps/chat/users/profile-user')).status).toBe(401)
    expect((await get('/apps/chat/users/profile-user', await tokenOf(CLIENT))).status).toBe(403)
  })
})

describe('POST /apps/chat/users/profile-user', () => {
  it('saves the status and the settings given, keeping the others', async () => {
    const before = db.table(chatProfileUserTable).get(PROFILE_USER_ID)
    const response = await post(
      '/apps/chat/users/profile-user',
      { status: 'busy', settings: { isNotificationsOn: true } },
      await tokenOf(ADMIN),
    )
    expect(response.status).toBe(200)
    const { profileUser } = profileUserResponseSchema.parse(await response.json())
    expect(profileUser.status).toBe('busy')
    expect(profileUser.settings).toEqual({
      isTwoStepAuthVerificationEnabled: before?.settings.isTwoStepAuthVerificationEnabled,
      isNotificationsOn: true,
    })
    expect(db.table(chatProfileUserTable).get(PROFILE_USER_ID)).toEqual(profileUser)
  })

  it.each([
    ['an unknown status', { status: 'sleeping' }, 'status'],
    [
      'a setting that is not a boolean',
      { settings: { isNotificationsOn: 'yes' } },
      'settings.isNotificationsOn',
    ],
    ['an unknown field', { fullName: 'Mallory' }, 'fullName'],
    ['an unknown setting', { settings: { darkMode: true } }, 'settings.darkMode'],
  ])('answers 400 for %s, naming the field, and changes nothing', async (_, body, field) => {
    const before = db.table(chatProfileUserTable).all()
    const response = await post('/apps/chat/users/profile-user', body, await tokenOf(ADMIN))
    expect(response.status).toBe(400)
    const { error } = errorBodySchema.parse(await response.json())
    expect(typeof error === 'object' && error[field]).toBeTruthy()
    expect(db.table(chatProfileUserTable).all()).toBe(before)
  })

  it('answers 401 without a token and 403 to the client, changing nothing', async () => {
    const before = db.table(chatProfileUserTable).all()
    expect((await post('/apps/chat/users/profile-user', { status: 'away' })).status).toBe(401)
    const forbidden = await post(
      '/apps/chat/users/profile-user',
      { status: 'away' },
      await tokenOf(CLIENT),
    )
    expect(forbidden.status).toBe(403)
    expect(db.table(chatProfileUserTable).all()).toBe(before)
  })
})

describe('GET /apps/chat/get-chat', () => {
  it('answers the chat and the contact, and resets the unseen count', async () => {
    const token = await tokenOf(ADMIN)
    const unseen = chatWithUnseen()
    const response = await get(`/apps/chat/get-chat?id=${unseen.userId}`, token)
    expect(response.status).toBe(200)
    const { chat, contact } = getChatResponseSchema.parse(await response.json())
    expect(contact).toEqual(db.table(chatContactsTable).get(unseen.userId))
    expect(chat).toEqual({ ...unseen, unseenMsgs: 0 })
    expect(db.table(chatsTable).get(unseen.id)?.unseenMsgs).toBe(0)

    const { chatsContacts } = await chatsAndContacts(token)
    expect(chatsContacts.find((c) => c.id === unseen.userId)?.chat.unseenMsgs).toBe(0)
  })

  it('answers chat null for a contact without a chat, creating none', async () => {
    const contact = contactWithoutChat()
    const before = db.table(chatsTable).all()
    const response = await get(`/apps/chat/get-chat?id=${contact.id}`, await tokenOf(ADMIN))
    expect(response.status).toBe(200)
    expect(getChatResponseSchema.parse(await response.json())).toEqual({ chat: null, contact })
    expect(db.table(chatsTable).all()).toBe(before)
  })

  it('answers 404 for an unknown contact', async () => {
    const response = await get('/apps/chat/get-chat?id=9999', await tokenOf(ADMIN))
    expect(response.status).toBe(404)
    expect(errorBodySchema.parse(await response.json()).error).toBe('Contact not found')
  })

  it.each([
    ['no id', ''],
    ['a word', '?id=abc'],
    ['zero', '?id=0'],
    ['a fraction', '?id=1.5'],
  ])('answers 400 for %s', async (_, query) => {
    const before = db.table(chatsTable).all()
    const response = await get(`/apps/chat/get-chat${query}`, await tokenOf(ADMIN))
    expect(response.status).toBe(400)
    const { error } = errorBodySchema.parse(await response.json())
    expect(typeof error === 'object' && error.id).toBeTruthy()
    expect(db.table(chatsTable).all()).toBe(before)
  })

  it('answers 401 without a token and 403 to the client, resetting nothing', async () => {
    const unseen = chatWithUnseen()
    expect((await get(`/apps/chat/get-chat?id=${unseen.userId}`)).status).toBe(401)
    const forbidden = await get(`/apps/chat/get-chat?id=${unseen.userId}`, await tokenOf(CLIENT))
    expect(forbidden.status).toBe(403)
    expect(db.table(chatsTable).get(unseen.id)?.unseenMsgs).toBe(unseen.unseenMsgs)
  })
})

describe('POST /apps/chat/edit-msg', () => {
  it('appends the message to an existing chat, sent by the profile user now', async () => {
    const token = await tokenOf(ADMIN)
    const existing = db.table(chatsTable).get(1)
    if (!existing) throw new Error('no chat 1')
    const startedAt = Date.now()
    const response = await send(
      { obj: { contact: existing.userId, message: 'Tasting at 3 works.' } },
      token,
    )
    expect(response.status).toBe(201)
    const { response: answer } = sendMessageResponseSchema.parse(await response.json())
    expect(answer.id).toBe(existing.id)
    expect(answer.chat).toBeUndefined()
    expect(answer.newMessageData).toMatchObject({
      message: 'Tasting at 3 works.',
      senderId: PROFILE_USER_ID,
    })
    const time = Date.parse(answer.newMessageData.time)
    expect(new Date(time).toISOString()).toBe(answer.newMessageData.time)
    expect(time).toBeGreaterThanOrEqual(startedAt - 1000)
    expect(time).toBeLessThanOrEqual(Date.now() + 1000)
    expect(db.table(chatsTable).get(existing.id)?.chat).toEqual([
      ...existing.chat,
      answer.newMessageData,
    ])

    const { chatsContacts } = await chatsAndContacts(token)
    expect(chatsContacts[0]?.id).toBe(existing.userId)
    expect(chatsContacts[0]?.chat.lastMessage).toEqual(answer.newMessageData)
  })

  it('creates the chat for a contact without one, with a fresh id that is never reused', async () => {
    const token = await tokenOf(ADMIN)
    const contact = contactWithoutChat()
    const highest = Math.max(
      ...db
        .table(chatsTable)
        .all()
        .map((chat) => chat.id),
    )
    const response = await send({ obj: { contact: contact.id, message: 'Welcome aboard!' } }, token)
    expect(response.status).toBe(201)
    const { response: answer } = sendMessageResponseSchema.parse(await response.json())
    expect(answer.id).toBeGreaterThan(highest)
    expect(answer.chat).toEqual({
      id: answer.id,
      userId: contact.id,
      unseenMsgs: 0,
      chat: [answer.newMessageData],
    })
    expect(db.table(chatsTable).get(answer.id)).toEqual(answer.chat)

    const opened = getChatResponseSchema.parse(
      await (await get(`/apps/chat/get-chat?id=${contact.id}`, token)).json(),
    )
    expect(opened.chat?.id).toBe(answer.id)

    // After a reset (the new chat is gone) the next new chat still gets a new id.
    db.reset()
    expect(db.table(chatsTable).get(answer.id)).toBeUndefined()
    const again = await send({ obj: { contact: contact.id, message: 'Hello again' } }, token)
    const second = sendMessageResponseSchema.parse(await again.json()).response
    expect(second.chat).toBeDefined()
    expect(second.id).toBeGreaterThan(answer.id)
  })

  it('keeps the text as plain text, trimmed at the ends', async () => {
    const html = '  <img src=x onerror="alert(1)"> <b>bold</b>\nline two  '
    const response = await send({ obj: { contact: 2, message: html } }, await tokenOf(ADMIN))
    const { response: answer } = sendMessageResponseSchema.parse(await response.json())
    expect(answer.newMessageData.message).toBe(html.trim())
  })

  it.each([
    ['an empty message', { obj: { contact: 2, message: '' } }, 'obj.message'],
    ['a whitespace-only message', { obj: { contact: 2, message: '  \n\t ' } }, 'obj.message'],
    [
      'a message that is too long',
      { obj: { contact: 2, message: 'a'.repeat(2001) } },
      'obj.message',
    ],
    ['no message', { obj: { contact: 2 } }, 'obj.message'],
    ['a contact that is not an id', { obj: { contact: '2', message: 'Hi' } }, 'obj.contact'],
    ['no obj', { contact: 2, message: 'Hi' }, 'obj'],
    ['an unknown field', { obj: { contact: 2, message: 'Hi', senderId: 5 } }, 'obj.senderId'],
    ['an unknown top-level field', { obj: { contact: 2, message: 'Hi' }, time: 'x' }, 'time'],
  ])('answers 400 for %s, naming the field, and changes nothing', async (_, body, field) => {
    const before = db.table(chatsTable).all()
    const response = await send(body, await tokenOf(ADMIN))
    expect(response.status).toBe(400)
    const { error } = errorBodySchema.parse(await response.json())
    expect(typeof error === 'object' && error[field]).toBeTruthy()
    expect(db.table(chatsTable).all()).toBe(before)
  })

  it('answers 400 for a body that is not JSON, and changes nothing', async () => {
    const before = db.table(chatsTable).all()
    const response = await send('{"obj": ', await tokenOf(ADMIN))
    expect(response.status).toBe(400)
    expect(db.table(chatsTable).all()).toBe(before)
  })

  it('answers 404 for an unknown contact, and changes nothing', async () => {
    const before = db.table(chatsTable).all()
    const response = await send({ obj: { contact: 9999, message: 'Hi' } }, await tokenOf(ADMIN))
    expect(response.status).toBe(404)
    expect(errorBodySchema.parse(await response.json()).error).toBe('Contact not found')
    expect(db.table(chatsTable).all()).toBe(before)
  })

  it('answers 401 without a token and 403 to the client, changing nothing', async () => {
    const before = db.table(chatsTable).all()
    expect((await send({ obj: { contact: 2, message: 'Hi' } })).status).toBe(401)
    const forbidden = await send({ obj: { contact: 2, message: 'Hi' } }, await tokenOf(CLIENT))
    expect(forbidden.status).toBe(403)
    expect(db.table(chatsTable).all()).toBe(before)
  })
})
