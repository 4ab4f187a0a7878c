import { loginResponseSchema } from '@/contract/auth'
import {
  emailSchema,
  emailsResponseSchema,
  getEmailResponseSchema,
  paginateEmailResponseSchema,
  sendEmailResponseSchema,
  updatedEmailsResponseSchema,
  type Email,
} from '@/contract/email'
import { errorBodySchema } from '@/contract/errors'
import { tamperSignature } from '@/test/tokens'
import { createMockApp } from '../app'
import { emailsTable, seedEmails } from '../fixtures/emails'
import { createDb, type Db } from '../store/db'

const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const CLIENT = { email: 'client@demo.com', password: 'client' }
/** An email's fields: exactly these. */
const EMAIL_KEYS = [
  'attachments',
  'bcc',
  'cc',
  'folder',
  'from',
  'id',
  'isRead',
  'isStarred',
  'labels',
  'message',
  'replies',
  'subject',
  'time',
  'to',
]

let db: Db
let app: ReturnType<typeof createMockApp>
let admin: string

beforeEach(async () => {
  db = createDb()
  app = createMockApp(db)
  admin = await tokenOf(ADMIN)
})

async function tokenOf(credentials: { email: string; password: string }) {
  const response = await app.request('/jwt/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(response.status).toBe(200)
  return loginResponseSchema.parse(await response.json()).accessToken
}

function get(path: string, token: string | null = admin) {
  return app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
}

function post(path: string, body: unknown, token: string | null = admin) {
  return app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function list(query = '') {
  const response = await get(`/apps/email/emails${query}`)
  expect(response.status).toBe(200)
  return emailsResponseSchema.parse(await response.json())
}

const seed = seedEmails()
const ids = (emails: readonly Email[]) => emails.map((email) => email.id)
/** Newest first, as the list answers. */
const expected = (predicate: (email: Email) => boolean) => ids(seed.filter(predicate).toReversed())
const snapshot = () => JSON.stringify(db.table(emailsTable).all())

describe('sample data', () => {
  it('has 24+ emails over every folder and label, starred, unread, attachments and replies', () => {
    expect(seed.length).toBeGreaterThanOrEqual(24)
    for (const email of seed) expect(() => emailSchema.parse(email)).not.toThrow()
    expect(new Set(seed.map((email) => email.folder))).toEqual(
      new Set(['inbox', 'draft', 'spam', 'trash', 'sent']),
    )
    expect(new Set(seed.flatMap((email) => email.labels))).toEqual(
      new Set(['private', 'company', 'important', 'personal']),
    )
    expect(seed.some((email) => email.isStarred)).toBe(true)
    expect(seed.some((email) => !email.isRead)).toBe(true)
    expect(seed.some((email) => email.attachments.length > 0)).toBe(true)
    expect(seed.some((email) => email.replies.length > 0)).toBe(true)
    expect(seedEmails()).toEqual(seed)
  })
})

describe('GET /apps/email/emails', () => {
  it('answers the inbox by default, newest first, with exactly the spec fields', async () => {
    const response = await get('/apps/email/emails')
    const raw = (await response.json()) as { emails: object[] }
    for (const email of raw.emails) expect(Object.keys(email).sort()).toEqual(EMAIL_KEYS)
    const { emails } = await list()
    expect(ids(emails)).toEqual(expected((email) => email.folder === 'inbox'))
    expect(emails.length).toBeGreaterThan(1)
  })

  it.each(['inbox', 'sent', 'draft', 'spam'] as const)(
    'shows the %s folder without trash',
    async (folder) => {
      const { emails } = await list(`?folder=${folder}`)
      expect(ids(emails)).toEqual(expected((email) => email.folder === folder))
      expect(emails.length).toBeGreaterThan(0)
    },
  )

  it('shows only trash in trash', async () => {
    const { emails } = await list('?folder=trash')
    expect(emails.length).toBeGreaterThan(0)
    expect(emails.every((email) => email.folder === 'trash')).toBe(true)
    expect(ids(emails)).toEqual(expected((email) => email.folder === 'trash'))
  })

  it('shows starred mail outside trash in the starred view', async () => {
    // The sample data has a starred mail in trash, which must not show.
    expect(seed.some((email) => email.isStarred && email.folder === 'trash')).toBe(true)
    const { emails } = await list('?folder=starred')
    expect(ids(emails)).toEqual(expected((email) => email.isStarred && email.folder !== 'trash'))
    expect(new Set(emails.map((email) => email.folder)).size).toBeGreaterThan(1)
  })

  it('filters by label outside trash', async () => {
    expect(seed.some((email) => email.labels.includes('company') && email.folder === 'trash')).toBe(
      true,
    )
    const { emails } = await list('?label=company')
    expect(ids(emails)).toEqual(
      expected((email) => email.labels.includes('company') && email.folder !== 'trash'),
    )
    expect(emails.length).toBeGreaterThan(1)
  })

  it('matches q against the subject, case-insensitively, within the folder', async () => {
    const { emails } = await list('?q=TASTING')
    expect(emails.map((email) => email.subject)).toEqual(['Tasting menu for Saturday'])
    // "Birthday dinner for ten" is in inbox; its reply is in sent.
    expect((await list('?q=birthday&folder=sent')).emails.map((email) => email.folder)).toEqual([
      'sent',
    ])
    expect((await list('?q=no-such-subject')).emails).toEqual([])
  })

  it('matches q against the sender’s name and address and the text of the mail too', async () => {
    const fromKenji = seed.filter(
      (email) => email.folder === 'inbox' && email.from.name === 'Kenji Sato',
    )
    expect(fromKenji.length).toBeGreaterThan(0)
    expect((await list('?q=kenji')).emails.map((email) => email.id).sort()).toEqual(
      fromKenji.map((email) => email.id).sort(),
    )
    expect((await list('?q=KENJI.SATO@')).emails).toHaveLength(fromKenji.length)
    expect((await list('?q=beetroot tartare')).emails.map((email) => email.subject)).toEqual([
      'Tasting menu for Saturday',
    ])
    // Markup is not text: a tag's name finds nothing.
    expect((await list('?q=strong>')).emails).toEqual([])
  })

  it('counts unread inbox, every draft and unread spam', async () => {
    const { emailsMeta } = await list()
    expect(emailsMeta).toEqual({
      inbox: seed.filter((email) => email.folder === 'inbox' && !email.isRead).length,
      draft: seed.filter((email) => email.folder === 'draft').length,
      spam: seed.filter((email) => email.folder === 'spam' && !email.isRead).length,
    })
    expect(emailsMeta.inbox).toBeGreaterThan(0)
    expect(emailsMeta.draft).toBe(3)
    expect(emailsMeta.spam).toBe(2)
  })

  it('answers 400 for an unknown folder or label', async () => {
    const response = await get('/apps/email/emails?folder=archive&label=secret')
    expect(response.status).toBe(400)
    const { error } = errorBodySchema.parse(await response.json())
    expect(Object.keys(error).sort()).toEqual(['folder', 'label'])
  })

  it('answers 401 without a token or with a damaged one, and 403 for the client', async () => {
    expect((await get('/apps/email/emails', null)).status).toBe(401)
    expect((await get('/apps/email/emails', tamperSignature(admin))).status).toBe(401)
    expect((await get('/apps/email/emails', await tokenOf(CLIENT))).status).toBe(403)
  })
})

describe('POST /apps/email/update-emails', () => {
  it('applies isRead, isStarred and folder to exactly the given ids', async () => {
    const response = await post('/apps/email/update-emails', {
      emailIds: [2, 3],
      dataToUpdate: { isRead: true, isStarred: true, folder: 'spam' },
    })
    expect(response.status).toBe(200)
    const { emails } = updatedEmailsResponseSchema.parse(await response.json())
    expect(ids(emails)).toEqual([2, 3])
    for (const id of [2, 3]) {
      expect(db.table(emailsTable).get(id)).toMatchObject({
        isRead: true,
        isStarred: true,
        folder: 'spam',
      })
    }
    expect(db.table(emailsTable).get(4)).toEqual(seed[3])
  })

  it('marking an inbox mail read drops the inbox count', async () => {
    const before = (await list()).emailsMeta.inbox
    await post('/apps/email/update-emails', { emailIds: [2], dataToUpdate: { isRead: true } })
    expect((await list()).emailsMeta.inbox).toBe(before - 1)
  })

  it('moving to trash shows the mail only in trash', async () => {
    await post('/apps/email/update-emails', { emailIds: [1], dataToUpdate: { folder: 'trash' } })
    expect(ids((await list()).emails)).not.toContain(1)
    expect(ids((await list('?folder=starred')).emails)).not.toContain(1)
    expect(ids((await list('?label=company')).emails)).not.toContain(1)
    expect(ids((await list('?folder=trash')).emails)).toContain(1)
  })

  it.each([
    [{ emailIds: [1], dataToUpdate: { subject: 'x' } }, 'dataToUpdate.subject'],
    [{ emailIds: [1], dataToUpdate: { labels: ['private'] } }, 'dataToUpdate.labels'],
    [{ emailIds: [1], dataToUpdate: { folder: 'starred' } }, 'dataToUpdate.folder'],
    [{ emailIds: [1], dataToUpdate: { isRead: 'yes' } }, 'dataToUpdate.isRead'],
    [{ emailIds: [1], dataToUpdate: {} }, 'dataToUpdate'],
    [{ emailIds: [], dataToUpdate: { isRead: true } }, 'emailIds'],
    [{ emailIds: [1], dataToUpdate: { isRead: true }, extra: 1 }, 'extra'],
    ['{not json', 'body'],
  ])('answers 400 naming the field for %j, store unchanged', async (body, field) => {
    const before = snapshot()
    const response = await post('/apps/email/update-emails', body)
    expect(response.status).toBe(400)
    const { error } = errorBodySchema.parse(await response.json())
    expect(Object.keys(error)).toContain(field)
    expect(snapshot()).toBe(before)
  })

  it('answers 404 for an unknown id and changes nothing, not even the known ones', async () => {
    const before = snapshot()
    const response = await post('/apps/email/update-emails', {
      emailIds: [1, 9999],
      dataToUpdate: { isStarred: false },
    })
    expect(response.status).toBe(404)
    expect(snapshot()).toBe(before)
  })

  it('answers 401 without a token and 403 for the client', async () => {
    const body = { emailIds: [1], dataToUpdate: { isRead: false } }
    expect((await post('/apps/email/update-emails', body, null)).status).toBe(401)
    const before = snapshot()
    expect((await post('/apps/email/update-emails', body, await tokenOf(CLIENT))).status).toBe(403)
    expect(snapshot()).toBe(before)
  })
})

describe('POST /apps/email/update-emails-label', () => {
  it('adds the label where absent and removes it where present, per email', async () => {
    // Email 1 has "important", email 3 has not.
    expect(db.table(emailsTable).get(1)?.labels).toContain('important')
    expect(db.table(emailsTable).get(3)?.labels).not.toContain('important')
    const response = await post('/apps/email/update-emails-label', {
      emailIds: [1, 3],
      label: 'important',
    })
    expect(response.status).toBe(200)
    const { emails } = updatedEmailsResponseSchema.parse(await response.json())
    expect(emails.map((email) => email.labels.includes('important'))).toEqual([false, true])
    expect(db.table(emailsTable).get(1)?.labels).toEqual(['company'])
    expect(db.table(emailsTable).get(3)?.labels).toEqual(['company', 'important'])

    await post('/apps/email/update-emails-label', { emailIds: [1, 3], label: 'important' })
    expect(db.table(emailsTable).get(1)?.labels).toContain('important')
    expect(db.table(emailsTable).get(3)?.labels).toEqual(['company'])
  })

  it('answers 400 for an unknown label, 404 for an unknown id, store unchanged', async () => {
    const before = snapshot()
    const bad = await post('/apps/email/update-emails-label', { emailIds: [1], label: 'secret' })
    expect(bad.status).toBe(400)
    expect(Object.keys(errorBodySchema.parse(await bad.json()).error)).toEqual(['label'])
    const unknown = await post('/apps/email/update-emails-label', {
      emailIds: [3, 9999],
      label: 'private',
    })
    expect(unknown.status).toBe(404)
    expect(snapshot()).toBe(before)
  })

  it('answers 403 for the client', async () => {
    const response = await post(
      '/apps/email/update-emails-label',
      { emailIds: [1], label: 'private' },
      await tokenOf(CLIENT),
    )
    expect(response.status).toBe(403)
  })
})

describe('GET /apps/email/get-email', () => {
  const inbox = expected((email) => email.folder === 'inbox')

  it('answers the email with neighbours relative to the inbox', async () => {
    const first = inbox[0]
    const middle = inbox[1]
    const last = inbox.at(-1)
    const read = async (path: string) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      return getEmailResponseSchema.parse(await response.json())
    }
    const top = await read(`/apps/email/get-email?id=${String(first)}`)
    expect(top.email.id).toBe(first)
    expect([top.hasPreviousMail, top.hasNextMail]).toEqual([false, true])
    const mid = await read(`/apps/email/get-email?id=${String(middle)}&folder=inbox`)
    expect([mid.hasPreviousMail, mid.hasNextMail]).toEqual([true, true])
    const bottom = await read(`/apps/email/get-email?id=${String(last)}`)
    expect([bottom.hasPreviousMail, bottom.hasNextMail]).toEqual([true, false])
  })

  it('takes the list context: folder, label and q', async () => {
    // Alone in its search result: no neighbours.
    const alone = getEmailResponseSchema.parse(
      await (await get('/apps/email/get-email?id=1&q=tasting')).json(),
    )
    expect([alone.hasPreviousMail, alone.hasNextMail]).toEqual([false, false])
    const starred = expected((email) => email.isStarred && email.folder !== 'trash')
    const lastStarred = getEmailResponseSchema.parse(
      await (await get(`/apps/email/get-email?id=${String(starred.at(-1))}&folder=starred`)).json(),
    )
    expect([lastStarred.hasPreviousMail, lastStarred.hasNextMail]).toEqual([true, false])
  })

  it('answers 404 for an unknown id, 400 for a bad one', async () => {
    expect((await get('/apps/email/get-email?id=9999')).status).toBe(404)
    const bad = await get('/apps/email/get-email?id=abc')
    expect(bad.status).toBe(400)
    expect(Object.keys(errorBodySchema.parse(await bad.json()).error)).toEqual(['id'])
    expect((await get('/apps/email/get-email')).status).toBe(400)
  })

  it('answers 401 without a token and 403 for the client', async () => {
    expect((await get('/apps/email/get-email?id=1', null)).status).toBe(401)
    expect((await get('/apps/email/get-email?id=1', await tokenOf(CLIENT))).status).toBe(403)
  })
})

describe('GET /apps/email/paginate-email', () => {
  const inbox = expected((email) => email.folder === 'inbox')
  const paginate = (query: string) => get(`/apps/email/paginate-email?${query}`)

  it('answers the next and previous email of the list', async () => {
    const next = await paginate(`dir=next&emailId=${String(inbox[0])}`)
    expect(next.status).toBe(200)
    expect(paginateEmailResponseSchema.parse(await next.json()).email.id).toBe(inbox[1])
    const previous = await paginate(`dir=previous&emailId=${String(inbox[1])}&folder=inbox`)
    expect(paginateEmailResponseSchema.parse(await previous.json()).email.id).toBe(inbox[0])
  })

  it('follows the list context', async () => {
    const spam = expected((email) => email.folder === 'spam')
    const next = await paginate(`dir=next&emailId=${String(spam[0])}&folder=spam`)
    expect(paginateEmailResponseSchema.parse(await next.json()).email.id).toBe(spam[1])
  })

  it('answers 404 at the ends, for an unknown id and for a mail outside the list', async () => {
    expect((await paginate(`dir=previous&emailId=${String(inbox[0])}`)).status).toBe(404)
    expect((await paginate(`dir=next&emailId=${String(inbox.at(-1))}`)).status).toBe(404)
    expect((await paginate('dir=next&emailId=9999')).status).toBe(404)
    const sent = seed.find((email) => email.folder === 'sent')
    expect((await paginate(`dir=next&emailId=${String(sent?.id)}&folder=inbox`)).status).toBe(404)
  })

  it('answers 400 for a bad direction, naming it', async () => {
    const response = await paginate('dir=sideways&emailId=1')
    expect(response.status).toBe(400)
    expect(Object.keys(errorBodySchema.parse(await response.json()).error)).toEqual(['dir'])
  })

  it('answers 403 for the client', async () => {
    expect(
      (await get('/apps/email/paginate-email?dir=next&emailId=1', await tokenOf(CLIENT))).status,
    ).toBe(403)
  })
})

describe('POST /apps/email/send-email', () => {
  const mail = {
    to: ['marta.rossi@tavola.example', 'client@demo.com'],
    cc: ['kenji.sato@tavola.example'],
    bcc: [],
    subject: 'Menu tasting moved to 16:00',
    message: '<p>See you at <strong>16:00</strong>.</p>',
  }

  it('sends: 201, in Sent, from the signed-in user, newest first', async () => {
    const response = await post('/apps/email/send-email', mail)
    expect(response.status).toBe(201)
    const { email } = sendEmailResponseSchema.parse(await response.json())
    expect(email).toMatchObject({
      folder: 'sent',
      isRead: true,
      subject: mail.subject,
      message: mail.message,
      cc: mail.cc,
      from: { email: 'admin@demo.com', name: 'John Doe' },
      to: [
        { email: 'marta.rossi@tavola.example', name: 'marta.rossi@tavola.example' },
        { email: 'client@demo.com', name: 'Jane Doe' },
      ],
    })
    expect(Math.max(...ids(seed))).toBeLessThan(email.id)
    expect((await list('?folder=sent')).emails[0]?.id).toBe(email.id)
  })

  it('saves a draft, which may have no recipient, and counts it', async () => {
    const response = await post('/apps/email/send-email', { ...mail, to: [], draft: true })
    expect(response.status).toBe(201)
    const { email } = sendEmailResponseSchema.parse(await response.json())
    expect(email.folder).toBe('draft')
    const { emails, emailsMeta } = await list('?folder=draft')
    expect(emails[0]?.id).toBe(email.id)
    expect(emailsMeta.draft).toBe(4)
  })

  /** The oldest sample draft, which has a label: saving it again must not make it a new mail. */
  const savedDraft = () => {
    const draft = seed.find((email) => email.folder === 'draft' && email.labels.length > 0)
    if (!draft) throw new Error('no labelled draft in the sample data')
    return draft
  }

  it('saves a draft again by draftId: 200, the same mail, newest in Drafts, none added', async () => {
    const draft = savedDraft()
    const response = await post('/apps/email/send-email', {
      ...mail,
      draft: true,
      draftId: draft.id,
    })
    expect(response.status).toBe(200)
    const { email } = sendEmailResponseSchema.parse(await response.json())
    expect(email).toMatchObject({
      id: draft.id,
      folder: 'draft',
      subject: mail.subject,
      message: mail.message,
      cc: mail.cc,
      labels: draft.labels,
    })
    expect(email.to.map((person) => person.email)).toEqual(mail.to)
    const again = await post('/apps/email/send-email', {
      ...mail,
      to: draft.to.map((person) => person.email),
      draft: true,
      draftId: draft.id,
    })
    // A recipient who is no account keeps the name the draft had for them.
    expect(sendEmailResponseSchema.parse(await again.json()).email.to).toEqual(draft.to)
    const { emails, emailsMeta } = await list('?folder=draft')
    expect(ids(emails)[0]).toBe(draft.id)
    expect(emails).toHaveLength(3)
    expect(emailsMeta.draft).toBe(3)
    expect(db.table(emailsTable).all()).toHaveLength(seed.length)
  })

  it('sends a draft by draftId: it leaves Drafts and is the newest in Sent', async () => {
    const draft = savedDraft()
    const response = await post('/apps/email/send-email', { ...mail, draftId: draft.id })
    expect(response.status).toBe(200)
    const { email } = sendEmailResponseSchema.parse(await response.json())
    expect(email).toMatchObject({ id: draft.id, folder: 'sent', subject: mail.subject })
    const drafts = await list('?folder=draft')
    expect(ids(drafts.emails)).not.toContain(draft.id)
    expect(drafts.emailsMeta.draft).toBe(2)
    expect(ids((await list('?folder=sent')).emails)[0]).toBe(draft.id)
    expect(db.table(emailsTable).all()).toHaveLength(seed.length)
  })

  it('answers 404 for an unknown draftId and 409 for a mail that is not a draft, store unchanged', async () => {
    const before = snapshot()
    const unknown = await post('/apps/email/send-email', { ...mail, draftId: 99_999 })
    expect(unknown.status).toBe(404)
    const inboxMail = seed.find((email) => email.folder === 'inbox')
    const notDraft = await post('/apps/email/send-email', { ...mail, draftId: inboxMail?.id })
    expect(notDraft.status).toBe(409)
    expect(errorBodySchema.parse(await notDraft.json()).error).toBe('This mail is not a draft')
    expect(snapshot()).toBe(before)
  })

  it.each([
    [{ ...mail, to: [] }, 'to'],
    [{ ...mail, to: ['not-an-address'] }, 'to.0'],
    [{ ...mail, cc: ['x@'] }, 'cc.0'],
    [{ ...mail, subject: 3 }, 'subject'],
    [{ ...mail, from: 'me@x.example' }, 'from'],
    [{ to: mail.to, cc: [], bcc: [], subject: 'x' }, 'message'],
    [{ ...mail, draftId: 0 }, 'draftId'],
  ])('answers 400 naming the field for %j, store unchanged', async (body, field) => {
    const before = snapshot()
    const response = await post('/apps/email/send-email', body)
    expect(response.status).toBe(400)
    expect(Object.keys(errorBodySchema.parse(await response.json()).error)).toContain(field)
    expect(snapshot()).toBe(before)
  })

  it('answers 401 without a token and 403 for the client, store unchanged', async () => {
    const before = snapshot()
    expect((await post('/apps/email/send-email', mail, null)).status).toBe(401)
    expect((await post('/apps/email/send-email', mail, await tokenOf(CLIENT))).status).toBe(403)
    expect(snapshot()).toBe(before)
  })
})

describe('POST /mock/reset', () => {
  it('restores the sample mailbox', async () => {
    await post('/apps/email/update-emails', { emailIds: [1], dataToUpdate: { folder: 'trash' } })
    db.reset()
    expect(db.table(emailsTable).all()).toEqual(seed)
  })
})
