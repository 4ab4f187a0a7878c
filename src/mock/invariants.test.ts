import fc from 'fast-check'
import { ADMIN, mockClient } from '@/test/mock-client'
import { authUserSchema } from '@/contract/auth'
import { userPlans, userRoles } from '@/contract/users'
import { createMockApp, type MockApp } from './app'
import { createDb, type Db } from './store/db'
import { cartTable } from './fixtures/cart'
import { wishlistTable } from './fixtures/products'
import { tasksTable } from './fixtures/todo'
import { usersTable } from './fixtures/users'
import { emailsTable } from './fixtures/emails'
import { invoicesTable } from './fixtures/invoices'
import { chatsTable } from './fixtures/chat'
import { invoiceTotals } from '@/contract/invoices'
import { changedTables, createTarget, snapshot as storeState, type Target } from './fuzz/fuzz-kit'

// A hardened mock back end (docs/hardening.md): random sequences of valid and invalid
// calls, with the invariants checked after every call.

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  body?: unknown
}

/** Any JSON value, including the wrong types, nulls, huge numbers and long strings. */
const junk = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 5000 }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, 2.5),
)
/** An id that may exist, may be gone, or is not an id at all. */
const anyId = fc.oneof(
  fc.integer({ min: 1, max: 80 }),
  fc.integer({ min: -5, max: 1_000_000 }),
  fc.constantFrom('abc', '', '1.5', '9'.repeat(40)),
)
const word = fc.stringMatching(/^[a-z][a-z0-9._-]{2,12}$/)

const newUser = fc.record({
  fullName: fc.constantFrom('Ada Berg', 'Ola Nordmann', '<img src=x onerror=alert(1)>'),
  username: word,
  email: word.map((name) => `${name}@example.com`),
  company: fc.constantFrom('Tavola', 'Osteria Uno'),
  country: fc.constantFrom('Italy', 'Portugal'),
  contact: fc.constantFrom('+39 055 123 4567', '020 7946 0000'),
  role: fc.constantFrom(...userRoles),
  currentPlan: fc.constantFrom(...userPlans),
})
const newTask = fc.record({
  title: fc.string({ minLength: 1, maxLength: 150 }),
  dueDate: fc.constantFrom('2026-12-01', '2026-02-30', 'tomorrow'),
  assignee: fc.constantFrom({ fullName: 'Marco Rossi', avatar: '' }, { fullName: '', avatar: '' }),
})

const call = (method: Call['method'], path: string, body?: unknown): Call => ({
  method,
  path,
  body,
})

const calls: fc.Arbitrary<Call> = fc.oneof(
  newUser.map((user) => call('POST', '/apps/users/add-user', { user })),
  junk.map((body) => call('POST', '/apps/users/add-user', body)),
  fc
    .tuple(
      anyId,
      fc.oneof(
        newUser.map((user) => ({ fullName: user.fullName })),
        junk,
      ),
    )
    .map(([id, patch]) =>
      call('POST', '/apps/users/update-user', {
        user: { id, ...(typeof patch === 'object' ? patch : { fullName: patch }) },
      }),
    ),
  anyId.map((id) => call('DELETE', `/apps/users/delete?id=${String(id)}`)),
  fc.constant(call('DELETE', '/apps/users/delete')),
  newTask.map((task) => call('POST', '/apps/todo/add-tasks', { task })),
  junk.map((body) => call('POST', '/apps/todo/add-tasks', body)),
  fc
    .tuple(anyId, fc.boolean())
    .map(([id, isCompleted]) =>
      call('POST', '/apps/todo/update-task', { task: { id, isCompleted } }),
    ),
  anyId.map((id) => call('DELETE', `/apps/todo/delete-task?taskId=${String(id)}`)),
  fc.oneof(anyId, junk).map((productId) => call('POST', '/apps/ecommerce/cart', { productId })),
  fc
    .tuple(anyId, fc.oneof(fc.integer({ min: -2, max: 12 }), junk))
    .map(([id, qty]) => call('PATCH', `/apps/ecommerce/cart/${String(id)}`, { qty })),
  anyId.map((id) => call('DELETE', `/apps/ecommerce/cart/${String(id)}`)),
  fc.oneof(anyId, junk).map((productId) => call('POST', '/apps/ecommerce/wishlist', { productId })),
  fc.constant(
    call('POST', '/apps/ecommerce/checkout', {
      address: {
        fullName: 'Ada Berg',
        phone: '+39 055 123 4567',
        street: 'Via Roma 1',
        city: 'Florence',
        postcode: '50100',
        country: 'Italy',
      },
      payment: { method: 'cash' },
    }),
  ),
  junk.map((body) => call('POST', '/apps/ecommerce/checkout', body)),
  fc.constant(call('POST', '/apps/users/add-user', '{"user": {')),
)

/** The collections the calls change, each read as plain rows. */
const tables = {
  users: (db: Db) => db.table(usersTable).all(),
  tasks: (db: Db) => db.table(tasksTable).all(),
  cart: (db: Db) => db.table(cartTable).all(),
  wishlist: (db: Db) => db.table(wishlistTable).all(),
}
type TableName = keyof typeof tables
const tableNames = Object.keys(tables) as TableName[]

function snapshot(db: Db) {
  return Object.fromEntries(tableNames.map((name) => [name, JSON.stringify(tables[name](db))]))
}

function idSets(db: Db) {
  return Object.fromEntries(
    tableNames.map((name) => [name, new Set(tables[name](db).map((record) => record.id))]),
  ) as Record<TableName, Set<number>>
}

async function send(app: MockApp, token: string, call: Call) {
  return app.request(call.path, {
    method: call.method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body:
      call.body === undefined
        ? undefined
        : typeof call.body === 'string'
          ? call.body
          : JSON.stringify(call.body),
  })
}

describe('the mock back end under random calls', () => {
  it('never fails with 500, changes nothing on a rejected call, never reuses an id, and keeps counts true', async () => {
    // Both outcomes must really occur, or the property would check nothing.
    const outcomes = { accepted: 0, rejected: 0 }
    await fc.assert(
      fc.asyncProperty(fc.array(calls, { minLength: 1, maxLength: 25 }), async (sequence) => {
        const db = createDb()
        const app = createMockApp(db)
        const token = await mockClient(() => app).tokenOf(ADMIN)
        const everSeen = idSets(db)

        for (const call of sequence) {
          const before = snapshot(db)
          const idsBefore = idSets(db)
          const response = await send(app, token, call)
          expect(response.status, `${call.method} ${call.path}`).toBeLessThan(500)
          if (response.status >= 400) {
            outcomes.rejected += 1
            expect(snapshot(db)).toEqual(before)
          } else outcomes.accepted += 1

          for (const name of tableNames) {
            const now = tables[name](db).map((record) => record.id)
            expect(new Set(now).size, `${name} ids are unique`).toBe(now.length)
            for (const id of now) {
              if (idsBefore[name].has(id)) continue
              expect(everSeen[name].has(id), `${name} id ${String(id)} was used before`).toBe(false)
              everSeen[name].add(id)
            }
          }
        }

        const me = await app.request('/auth/me', { headers: { Authorization: `Bearer ${token}` } })
        const { userData } = (await me.json()) as { userData: unknown }
        expect(authUserSchema.parse(userData).extras.eCommerceCartItemsCount).toBe(
          db.table(cartTable).all().length,
        )
        const list = await app.request('/api/users/list/data?perPage=1', {
          headers: { Authorization: `Bearer ${token}` },
        })
        expect(((await list.json()) as { total: number }).total).toBe(
          db.table(usersTable).all().length,
        )
      }),
      // A fixed seed: the same sequences every run, so the "both outcomes occurred" counts are stable.
      { numRuns: 60, seed: 7 },
    )
    expect(outcomes.accepted).toBeGreaterThan(50)
    expect(outcomes.rejected).toBeGreaterThan(50)
  }, 120_000)
})

// The same, for the counts the Email, Invoice and Chat apps show: unread badges,
// invoice totals and unseen chat messages must agree with the data after any calls.

/** Mostly valid, so that both outcomes are frequent. */
const mostly = <T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: invalid, weight: 1 })
const emailId = mostly(fc.integer({ min: 1, max: 60 }), fc.constantFrom(0, -1, 99_999))
const emailCalls: fc.Arbitrary<Call> = fc.oneof(
  fc
    .tuple(
      fc.array(emailId, { minLength: 1, maxLength: 4 }),
      fc.record(
        {
          isRead: fc.boolean(),
          isStarred: fc.boolean(),
          folder: fc.constantFrom('inbox', 'sent', 'draft', 'spam', 'trash', 'starred'),
        },
        { requiredKeys: [] },
      ),
    )
    .map(([emailIds, dataToUpdate]) =>
      call('POST', '/apps/email/update-emails', { emailIds, dataToUpdate }),
    ),
  fc
    .tuple(fc.array(emailId, { minLength: 1, maxLength: 3 }), fc.constantFrom('private', 'x'))
    .map(([emailIds, label]) =>
      call('POST', '/apps/email/update-emails-label', { emailIds, label }),
    ),
  fc.boolean().map((draft) =>
    call('POST', '/apps/email/send-email', {
      to: draft ? [] : ['client@demo.com'],
      cc: [],
      bcc: [],
      subject: 'Stock count',
      message: '<p>Friday</p>',
      draft,
    }),
  ),
  emailId.map((id) => call('GET', `/apps/email/get-email?id=${String(id)}`)),
  junk.map((body) => call('POST', '/apps/email/update-emails', body)),
)

const invoiceId = mostly(fc.integer({ min: 4987, max: 5050 }), fc.constantFrom(0, 1, 99_999))
const draft = fc.record({
  issuedDate: fc.constant('2030-05-01'),
  dueDate: fc.constantFrom('2030-05-31', '2030-04-01'),
  client: fc.constant({
    name: 'Giulia Rossi',
    company: 'Trattoria Sole',
    companyEmail: 'giulia@example.com',
    country: 'Italy',
    contact: '+30 600000000',
    address: 'Via Roma 1',
  }),
  items: fc.array(
    fc.record({
      description: fc.constantFrom('Menu design', 'Printing'),
      quantity: mostly(fc.integer({ min: 0, max: 20 }), fc.constant(-1)),
      price: mostly(fc.double({ min: 0, max: 500, noNaN: true }), fc.constant(1e308)),
    }),
    { minLength: 0, maxLength: 4 },
  ),
  discount: mostly(fc.integer({ min: 0, max: 100 }), fc.constantFrom(-5, 105)),
  tax: fc.integer({ min: 0, max: 30 }),
})
const invoiceCalls: fc.Arbitrary<Call> = fc.oneof(
  draft.map((invoice) => call('POST', '/apps/invoice/add-invoice', { invoice })),
  fc
    .tuple(invoiceId, draft)
    .map(([id, invoice]) =>
      call('POST', '/apps/invoice/update-invoice', { invoice: { id, ...invoice } }),
    ),
  fc
    .tuple(invoiceId, fc.oneof(fc.double({ min: 0.01, max: 900, noNaN: true }), junk))
    .map(([id, amount]) =>
      call('POST', '/apps/invoice/add-payment', { id, amount, date: '2030-05-02', method: 'Cash' }),
    ),
  invoiceId.map((id) => call('DELETE', `/apps/invoice/delete?id=${String(id)}`)),
  junk.map((body) => call('POST', '/apps/invoice/add-invoice', body)),
)

const contactId = mostly(fc.integer({ min: 2, max: 14 }), fc.constantFrom(0, 999))
const chatCalls: fc.Arbitrary<Call> = fc.oneof(
  contactId.map((id) => call('GET', `/apps/chat/get-chat?id=${String(id)}`)),
  fc
    .tuple(contactId, fc.constantFrom('On my way', '   ', 'Ok'))
    .map(([contact, message]) =>
      call('POST', '/apps/chat/edit-msg', { obj: { contact, message } }),
    ),
  junk.map((body) => call('POST', '/apps/chat/edit-msg', body)),
)

async function read<T>(target: Target, path: string) {
  const response = await target.send({ method: 'GET', path })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** The counts each app shows, read through the API and from the data. */
async function expectCountsTrue(target: Target) {
  const emails = target.db.table(emailsTable).all()
  const { emailsMeta } = await read<{ emailsMeta: Record<string, number> }>(
    target,
    '/apps/email/emails',
  )
  expect(emailsMeta).toEqual({
    inbox: emails.filter((email) => email.folder === 'inbox' && !email.isRead).length,
    draft: emails.filter((email) => email.folder === 'draft').length,
    spam: emails.filter((email) => email.folder === 'spam' && !email.isRead).length,
  })
  for (const folder of ['inbox', 'sent', 'draft', 'spam', 'trash'] as const) {
    const list = await read<{ emails: unknown[] }>(target, `/apps/email/emails?folder=${folder}`)
    expect(list.emails.length, folder).toBe(
      emails.filter((email) => email.folder === folder).length,
    )
  }

  const invoices = target.db.table(invoicesTable).all()
  for (const invoice of invoices) {
    if (!invoice.items) continue
    const { total } = invoiceTotals(invoice.items, invoice.discount ?? 0, invoice.tax ?? 0)
    expect(invoice.total, `invoice ${String(invoice.id)} total`).toBe(total)
    expect(Number.isFinite(invoice.total)).toBe(true)
  }
  const list = await read<{ total: number }>(target, '/apps/invoice/invoices?perPage=1')
  expect(list.total).toBe(invoices.length)

  const chats = target.db.table(chatsTable).all()
  const { chatsContacts } = await read<{
    chatsContacts: { chat: { id: number; unseenMsgs: number } }[]
  }>(target, '/apps/chat/chats-and-contacts')
  expect(Object.fromEntries(chatsContacts.map(({ chat }) => [chat.id, chat.unseenMsgs]))).toEqual(
    Object.fromEntries(chats.map((chat) => [chat.id, chat.unseenMsgs])),
  )
}

describe('the Email, Invoice and Chat counts under random calls', () => {
  it('never fail with 500, change nothing when rejected, and agree with the data', async () => {
    const outcomes = { accepted: 0, rejected: 0 }
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(emailCalls, invoiceCalls, chatCalls), { minLength: 5, maxLength: 20 }),
        async (sequence) => {
          const target = await createTarget()
          for (const { method, path, body } of sequence) {
            const before = storeState(target)
            const response = await target.send({ method, path, body })
            expect(response.status, `${method} ${path}`).toBeLessThan(500)
            if (response.status >= 400) {
              outcomes.rejected += 1
              expect(changedTables(before, target), `${method} ${path}`).toEqual([])
            } else outcomes.accepted += 1
            if (path === '/apps/chat/get-chat' || path.startsWith('/apps/chat/get-chat?')) {
              // Opening a chat reads its messages: none is left unseen.
              const id = Number(new URL(path, 'http://mock').searchParams.get('id'))
              const chat = target.db.table(chatsTable).find((candidate) => candidate.userId === id)
              if (response.status === 200 && chat) expect(chat.unseenMsgs).toBe(0)
            }
          }
          await expectCountsTrue(target)
        },
      ),
      { numRuns: 40, seed: 9 },
    )
    expect(outcomes.accepted).toBeGreaterThan(100)
    expect(outcomes.rejected).toBeGreaterThan(50)
  }, 120_000)
})
