import fc from 'fast-check'
import { ADMIN, mockClient } from '@/test/mock-client'
import { authEndpoints, authUserSchema } from '@/contract/auth'
import { chatEndpoints } from '@/contract/chat'
import { ecommerceEndpoints } from '@/contract/ecommerce'
import { emailEndpoints } from '@/contract/email'
import type { Endpoint } from '@/contract/endpoint'
import { todoEndpoints } from '@/contract/todo'
import { userEndpoints, userPlans, userRoles } from '@/contract/users'
import { createMockApp, type MockApp } from './app'
import { createDb, type Db } from './store/db'
import { cartTable } from './fixtures/cart'
import { ordersTable } from './fixtures/orders'
import { wishlistTable } from './fixtures/products'
import { tasksTable } from './fixtures/todo'
import { usersTable } from './fixtures/users'
import { emailsTable } from './fixtures/emails'
import { invoicesTable } from './fixtures/invoices'
import { chatsTable } from './fixtures/chat'
import { invoiceEndpoints, invoiceTotals } from '@/contract/invoices'
import { requestOf, type FuzzRequest, type LooseInput } from './fuzz/endpoint-case'
import { changedTables, createTarget, snapshot as storeState, type Target } from './fuzz/fuzz-kit'

// A hardened mock back end (docs/hardening.md): random sequences of valid and invalid
// calls, with the invariants checked after every call.

/** One call of a declared endpoint, valid or not: its address is built from the declaration. */
interface Call extends LooseInput {
  endpoint: Endpoint
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

const call = (endpoint: Endpoint, input: LooseInput = {}): Call => ({ endpoint, ...input })

const calls: fc.Arbitrary<Call> = fc.oneof(
  newUser.map((user) => call(userEndpoints.addUser, { body: { user } })),
  junk.map((body) => call(userEndpoints.addUser, { body })),
  fc
    .tuple(
      anyId,
      fc.oneof(
        newUser.map((user) => ({ fullName: user.fullName })),
        junk,
      ),
    )
    .map(([id, patch]) =>
      call(userEndpoints.updateUser, {
        body: { user: { id, ...(typeof patch === 'object' ? patch : { fullName: patch }) } },
      }),
    ),
  anyId.map((id) => call(userEndpoints.deleteUser, { query: { id } })),
  fc.constant(call(userEndpoints.deleteUser)),
  newTask.map((task) => call(todoEndpoints.addTask, { body: { task } })),
  junk.map((body) => call(todoEndpoints.addTask, { body })),
  fc
    .tuple(anyId, fc.boolean())
    .map(([id, isCompleted]) =>
      call(todoEndpoints.updateTask, { body: { task: { id, isCompleted } } }),
    ),
  anyId.map((id) => call(todoEndpoints.deleteTask, { query: { taskId: id } })),
  fc
    .oneof(anyId, junk)
    .map((productId) => call(ecommerceEndpoints.addToCart, { body: { productId } })),
  fc
    .tuple(anyId, fc.oneof(fc.integer({ min: -2, max: 12 }), junk))
    .map(([id, qty]) =>
      call(ecommerceEndpoints.updateCartQty, { params: { productId: id }, body: { qty } }),
    ),
  anyId.map((id) => call(ecommerceEndpoints.removeFromCart, { params: { productId: id } })),
  fc
    .oneof(anyId, junk)
    .map((productId) => call(ecommerceEndpoints.addToWishlist, { body: { productId } })),
  fc.constant(
    call(ecommerceEndpoints.checkout, {
      body: {
        address: {
          fullName: 'Ada Berg',
          phone: '+39 055 123 4567',
          street: 'Via Roma 1',
          city: 'Florence',
          postcode: '50100',
          country: 'Italy',
        },
        payment: { method: 'cash' },
      },
    }),
  ),
  junk.map((body) => call(ecommerceEndpoints.checkout, { body })),
  fc.constant(call(userEndpoints.addUser, { body: '{"user": {' })),
)

/** The collections the calls change, each read as plain rows. */
const tables = {
  users: (db: Db) => db.table(usersTable).all(),
  tasks: (db: Db) => db.table(tasksTable).all(),
  cart: (db: Db) => db.table(cartTable).all(),
  wishlist: (db: Db) => db.table(wishlistTable).all(),
  orders: (db: Db) => db.table(ordersTable).all(),
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

async function send(app: MockApp, token: string, request: FuzzRequest) {
  return app.request(request.path, {
    method: request.method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body:
      request.body === undefined
        ? undefined
        : typeof request.body === 'string'
          ? request.body
          : JSON.stringify(request.body),
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
          const request = requestOf(call.endpoint, call)
          const response = await send(app, token, request)
          expect(response.status, `${request.method} ${request.path}`).toBeLessThan(500)
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

        const me = await app.request(requestOf(authEndpoints.getMe).path, {
          headers: { Authorization: `Bearer ${token}` },
        })
        const { userData } = (await me.json()) as { userData: unknown }
        expect(authUserSchema.parse(userData).extras.eCommerceCartItemsCount).toBe(
          db.table(cartTable).all().length,
        )
        const users = requestOf(userEndpoints.listUsers, { query: { perPage: 1 } })
        const list = await app.request(users.path, {
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
      call(emailEndpoints.updateEmails, { body: { emailIds, dataToUpdate } }),
    ),
  fc
    .tuple(fc.array(emailId, { minLength: 1, maxLength: 3 }), fc.constantFrom('private', 'x'))
    .map(([emailIds, label]) =>
      call(emailEndpoints.updateEmailsLabel, { body: { emailIds, label } }),
    ),
  // A new mail, or a mail saved again or sent by `draftId` (a draft, another mail, or none).
  fc.tuple(fc.boolean(), fc.option(emailId, { nil: undefined })).map(([draft, draftId]) =>
    call(emailEndpoints.sendEmail, {
      body: {
        to: draft ? [] : ['client@demo.com'],
        cc: [],
        bcc: [],
        subject: 'Stock count',
        message: '<p>Friday</p>',
        draft,
        ...(draftId === undefined ? {} : { draftId }),
      },
    }),
  ),
  emailId.map((id) => call(emailEndpoints.getEmail, { query: { id } })),
  junk.map((body) => call(emailEndpoints.updateEmails, { body })),
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
    contact: '+39 02 1234 5678',
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
  draft.map((invoice) => call(invoiceEndpoints.addInvoice, { body: { invoice } })),
  fc
    .tuple(invoiceId, draft)
    .map(([id, invoice]) =>
      call(invoiceEndpoints.updateInvoice, { body: { invoice: { id, ...invoice } } }),
    ),
  fc
    .tuple(invoiceId, fc.oneof(fc.double({ min: 0.01, max: 900, noNaN: true }), junk))
    .map(([id, amount]) =>
      call(invoiceEndpoints.addPayment, {
        body: { id, amount, date: '2030-05-02', method: 'Cash' },
      }),
    ),
  invoiceId.map((id) => call(invoiceEndpoints.deleteInvoice, { query: { id } })),
  junk.map((body) => call(invoiceEndpoints.addInvoice, { body })),
)

const contactId = mostly(fc.integer({ min: 2, max: 14 }), fc.constantFrom(0, 999))
const chatCalls: fc.Arbitrary<Call> = fc.oneof(
  contactId.map((id) => call(chatEndpoints.getChat, { query: { id } })),
  fc
    .tuple(contactId, fc.constantFrom('On my way', '   ', 'Ok'))
    .map(([contact, message]) =>
      call(chatEndpoints.sendChatMessage, { body: { obj: { contact, message } } }),
    ),
  junk.map((body) => call(chatEndpoints.sendChatMessage, { body })),
)

async function read<T>(target: Target, endpoint: Endpoint, query?: LooseInput['query']) {
  const request = requestOf(endpoint, { query })
  const response = await target.send(request)
  expect(response.status, request.path).toBe(200)
  return (await response.json()) as T
}

/** The counts each app shows, read through the API and from the data. */
async function expectCountsTrue(target: Target) {
  const emails = target.db.table(emailsTable).all()
  const { emailsMeta } = await read<{ emailsMeta: Record<string, number> }>(
    target,
    emailEndpoints.listEmails,
  )
  expect(emailsMeta).toEqual({
    inbox: emails.filter((email) => email.folder === 'inbox' && !email.isRead).length,
    draft: emails.filter((email) => email.folder === 'draft').length,
    spam: emails.filter((email) => email.folder === 'spam' && !email.isRead).length,
  })
  for (const folder of ['inbox', 'sent', 'draft', 'spam', 'trash'] as const) {
    const list = await read<{ emails: unknown[] }>(target, emailEndpoints.listEmails, { folder })
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
  const list = await read<{ total: number }>(target, invoiceEndpoints.listInvoices, { perPage: 1 })
  expect(list.total).toBe(invoices.length)

  const chats = target.db.table(chatsTable).all()
  const { chatsContacts } = await read<{
    chatsContacts: { chat: { id: number; unseenMsgs: number } }[]
  }>(target, chatEndpoints.getChatsAndContacts)
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
          for (const call of sequence) {
            const { method, path, body } = requestOf(call.endpoint, call)
            const before = storeState(target)
            const response = await target.send({ method, path, body })
            expect(response.status, `${method} ${path}`).toBeLessThan(500)
            if (response.status >= 400) {
              outcomes.rejected += 1
              expect(changedTables(before, target), `${method} ${path}`).toEqual([])
            } else outcomes.accepted += 1
            if (call.endpoint === chatEndpoints.getChat) {
              // Opening a chat reads its messages: none is left unseen.
              const id = Number(call.query?.id)
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
