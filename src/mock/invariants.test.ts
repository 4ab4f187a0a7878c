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

// Issue 9, "a hardened mock back end": random sequences of valid and invalid
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
      { numRuns: 60 },
    )
    expect(outcomes.accepted).toBeGreaterThan(50)
    expect(outcomes.rejected).toBeGreaterThan(50)
  }, 120_000)
})
