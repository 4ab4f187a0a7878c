import { ADMIN, CLIENT, bearer, mockClient } from '@/test/mock-client'
import { errorBodySchema } from '@/contract/errors'
import {
  allUsersResponseSchema,
  userPlans,
  userResponseSchema,
  userRoles,
  usersResponseSchema,
  userStatuses,
  type User,
} from '@/contract/users'
import { createMockApp } from '../app'
import { createDb, type Db } from '../store/db'
import { usersTable } from '../fixtures/users'

let db: Db
let app: ReturnType<typeof createMockApp>
const { post, tokenOf } = mockClient(() => app)
let admin: string

beforeEach(async () => {
  db = createDb()
  app = createMockApp(db)
  admin = await tokenOf(ADMIN)
})

function remove(id: string | number, token?: string) {
  return app.request(`/apps/users/delete?id=${String(id)}`, {
    method: 'DELETE',
    headers: bearer(token),
  })
}

async function list(query = '', token = admin) {
  const response = await app.request(`/api/users/list/data${query}`, { headers: bearer(token) })
  expect(response.status).toBe(200)
  return usersResponseSchema.parse(await response.json())
}

/** Every user matching the query, over all pages. */
async function everyMatch(query: string) {
  const sep = query ? '&' : '?'
  return (await list(`${query}${sep}perPage=100`)).users
}

const store = () => db.table(usersTable)
const snapshot = () => structuredClone(store().all())
const ids = (users: readonly User[]) => users.map((user) => user.id)

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status)
  return errorBodySchema.parse(await response.json()).error
}

const newUser = {
  fullName: 'Rosa Marini',
  username: 'rosa.marini',
  email: 'rosa@osteria.example',
  company: 'Osteria Verde',
  country: 'Italy',
  contact: '+39 333 1234567',
  role: 'editor',
  currentPlan: 'team',
}

describe('the sample users', () => {
  it('has 50+ users over every role, plan and status, all valid and unique', () => {
    const users = store().all()
    expect(users.length).toBeGreaterThanOrEqual(50)
    for (const role of userRoles) expect(users.some((user) => user.role === role)).toBe(true)
    for (const plan of userPlans) expect(users.some((user) => user.currentPlan === plan)).toBe(true)
    for (const status of userStatuses)
      expect(users.some((user) => user.status === status)).toBe(true)
    for (const user of users) expect(userResponseSchema.safeParse({ user }).success).toBe(true)
    const lower = (values: string[]) => new Set(values.map((value) => value.toLowerCase())).size
    expect(lower(users.map((user) => user.username))).toBe(users.length)
    expect(lower(users.map((user) => user.email))).toBe(users.length)
    expect(users.some((user) => user.avatar === '')).toBe(true)
    expect(users.some((user) => user.social && user.dob)).toBe(true)
  })

  it('is the same on every load', () => {
    expect(createDb().table(usersTable).all()).toEqual(store().all())
  })
})

describe('GET /api/users/list/data', () => {
  it('answers {users, total}: 10 per page by default, newest (highest id) first', async () => {
    const { users, total } = await list()
    expect(total).toBe(store().all().length)
    expect(users).toHaveLength(10)
    const expected = ids([...store().all()].sort((a, b) => b.id - a.id)).slice(0, 10)
    expect(ids(users)).toEqual(expected)
  })

  it('pages with page and perPage; past the end is an empty page with the total', async () => {
    const all = await everyMatch('')
    const second = await list('?page=2')
    expect(ids(second.users)).toEqual(ids(all.slice(10, 20)))
    const small = await list('?perPage=7&page=3')
    expect(ids(small.users)).toEqual(ids(all.slice(14, 21)))
    expect(small.total).toBe(all.length)
    const last = await list('?perPage=25&page=3')
    expect(ids(last.users)).toEqual(ids(all.slice(50, 75)))
    const past = await list('?page=99')
    expect(past.users).toEqual([])
    expect(past.total).toBe(all.length)
  })

  it.each(userRoles)('role=%s shows only that role', async (role) => {
    const users = await everyMatch(`?role=${role}`)
    expect(users.length).toBeGreaterThan(0)
    expect(users.every((user) => user.role === role)).toBe(true)
    expect(users.length).toBe(
      store()
        .all()
        .filter((user) => user.role === role).length,
    )
  })

  it.each(userPlans)('currentPlan=%s shows only that plan', async (plan) => {
    const users = await everyMatch(`?currentPlan=${plan}`)
    expect(users.length).toBeGreaterThan(0)
    expect(users.every((user) => user.currentPlan === plan)).toBe(true)
    expect(users.length).toBe(
      store()
        .all()
        .filter((user) => user.currentPlan === plan).length,
    )
  })

  it.each(userStatuses)('status=%s shows only that status', async (status) => {
    const users = await everyMatch(`?status=${status}`)
    expect(users.length).toBeGreaterThan(0)
    expect(users.every((user) => user.status === status)).toBe(true)
    expect(users.length).toBe(
      store()
        .all()
        .filter((user) => user.status === status).length,
    )
  })

  it('combines role, plan, status and q (all must match), and counts the total of the match', async () => {
    for (const role of userRoles)
      for (const plan of userPlans) {
        const { users, total } = await list(`?role=${role}&currentPlan=${plan}&perPage=100`)
        const expected = store()
          .all()
          .filter((user) => user.role === role && user.currentPlan === plan)
        expect(total).toBe(expected.length)
        expect(ids(users).sort()).toEqual(ids(expected).sort())
      }
    const target = store().all()[4] as User
    const { users } = await list(
      `?role=${target.role}&currentPlan=${target.currentPlan}&status=${target.status}&q=${target.username}`,
    )
    expect(ids(users)).toEqual([target.id])
    const none = await list(
      `?role=${target.role}&status=${target.status === 'active' ? 'inactive' : 'active'}&q=${target.username}`,
    )
    expect(none).toEqual({ users: [], total: 0 })
  })

  it('matches q on the username, case-insensitively', async () => {
    const target = store().all()[7] as User
    const users = await everyMatch(`?q=${encodeURIComponent(target.username.toUpperCase())}`)
    expect(ids(users)).toContain(target.id)
    expect(
      users.every(
        (user) =>
          user.username.toLowerCase().includes(target.username) ||
          user.fullName.toLowerCase().includes(target.username),
      ),
    ).toBe(true)
  })

  it('matches q on the full name, case-insensitively (not on email or company)', async () => {
    store().update(3, { fullName: 'Zebedee Quartermain', username: 'zq3' })
    expect(ids(await everyMatch('?q=quarterMAIN'))).toEqual([3])
    expect(ids(await everyMatch('?q=zebedee%20q'))).toEqual([3])
    store().update(4, { email: 'xylophone@example.com', company: 'Xylophone Bar' })
    expect(await everyMatch('?q=xylophone')).toEqual([])
  })

  it('sorts by sortBy in orderBy (ascending by default), ties newest first', async () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
    const names = (await everyMatch('?sortBy=fullName')).map((user) => user.fullName)
    expect(names).toEqual(names.toSorted(collator.compare))
    const emails = (await everyMatch('?sortBy=email&orderBy=desc')).map((user) => user.email)
    expect(emails).toEqual(emails.toSorted(collator.compare).toReversed())
    for (const [key, order] of [
      ['role', 'asc'],
      ['status', 'desc'],
    ] as const) {
      const users = await everyMatch(`?sortBy=${key}&orderBy=${order}`)
      const expected = store()
        .all()
        .toSorted(
          (a, b) => (order === 'desc' ? -1 : 1) * a[key].localeCompare(b[key]) || b.id - a.id,
        )
      expect(ids(users)).toEqual(ids(expected))
    }
  })

  it('sorts plans by tier, not by name', async () => {
    const plans = (await everyMatch('?sortBy=currentPlan')).map((user) => user.currentPlan)
    expect([...new Set(plans)]).toEqual(['basic', 'team', 'company', 'enterprise'])
    const down = (await everyMatch('?sortBy=currentPlan&orderBy=desc')).map((u) => u.currentPlan)
    expect([...new Set(down)]).toEqual(['enterprise', 'company', 'team', 'basic'])
  })

  it('sorts the whole match before paging', async () => {
    const every = await everyMatch('?role=editor&sortBy=fullName')
    const second = await list('?role=editor&sortBy=fullName&perPage=5&page=2')
    expect(ids(second.users)).toEqual(ids(every.slice(5, 10)))
    expect(second.total).toBe(every.length)
  })

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['sortBy=username', 'sortBy'],
      ['sortBy=email&orderBy=down', 'orderBy'],
      ['role=owner', 'role'],
      ['currentPlan=gold', 'currentPlan'],
      ['status=deleted', 'status'],
      ['perPage=0', 'perPage'],
      ['perPage=101', 'perPage'],
      ['perPage=ten', 'perPage'],
      ['page=0', 'page'],
      ['page=1.5', 'page'],
    ] as const) {
      const response = await app.request(`/api/users/list/data?${query}`, {
        headers: bearer(admin),
      })
      expect(await expectError(response, 400)).toHaveProperty(field)
    }
  })
})

describe('GET /api/users/list/all-data', () => {
  it('answers {users}: every user, newest first', async () => {
    const response = await app.request('/api/users/list/all-data', { headers: bearer(admin) })
    expect(response.status).toBe(200)
    const { users } = allUsersResponseSchema.parse(await response.json())
    expect(ids(users)).toEqual(ids([...store().all()].sort((a, b) => b.id - a.id)))
  })
})

describe('GET /api/users/user', () => {
  it('answers {user}', async () => {
    const response = await app.request('/api/users/user?id=5', { headers: bearer(admin) })
    expect(response.status).toBe(200)
    expect(userResponseSchema.parse(await response.json()).user).toEqual(store().get(5))
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await app.request('/api/users/user?id=999', { headers: bearer(admin) })
    expect(await expectError(missing, 404)).toBe('User not found')
    const bad = await app.request('/api/users/user?id=abc', { headers: bearer(admin) })
    expect(await expectError(bad, 400)).toHaveProperty('id')
    const none = await app.request('/api/users/user', { headers: bearer(admin) })
    expect(await expectError(none, 400)).toHaveProperty('id')
  })
})

describe('POST /apps/users/add-user', () => {
  it('answers 201 {user} with a new id, status pending, initials, first in the list', async () => {
    const before = store().all().length
    const maxId = Math.max(...ids(store().all()))
    const response = await post('/apps/users/add-user', { user: newUser }, admin)
    expect(response.status).toBe(201)
    const { user } = userResponseSchema.parse(await response.json())
    expect(user).toMatchObject({ ...newUser, status: 'pending', avatar: '' })
    expect(user.id).toBeGreaterThan(maxId)
    expect(store().all()).toHaveLength(before + 1)
    expect((await list()).users[0]).toEqual(user)
    expect((await list(`?role=editor&currentPlan=team`)).users[0]).toEqual(user)
  })

  it('keeps the optional fields it is given', async () => {
    const extra = {
      status: 'active',
      dob: '1990-04-02',
      language: 'Italian',
      gender: 'female',
      website: 'https://rosa.example',
      social: { twitter: 'https://twitter.com/rosa' },
    }
    const response = await post('/apps/users/add-user', { user: { ...newUser, ...extra } }, admin)
    expect(response.status).toBe(201)
    expect(userResponseSchema.parse(await response.json()).user).toMatchObject(extra)
  })

  it('never reuses an id, even after a delete', async () => {
    const first = userResponseSchema.parse(
      await (await post('/apps/users/add-user', { user: newUser }, admin)).json(),
    ).user
    expect((await remove(first.id, admin)).status).toBe(200)
    const second = userResponseSchema.parse(
      await (await post('/apps/users/add-user', { user: newUser }, admin)).json(),
    ).user
    expect(second.id).toBeGreaterThan(first.id)
  })

  it.each([
    [{ ...newUser, fullName: '  ' }, 'user.fullName'],
    [{ ...newUser, username: 'ab' }, 'user.username'],
    [{ ...newUser, username: 'rosa marini' }, 'user.username'],
    [{ ...newUser, email: 'rosa' }, 'user.email'],
    [{ ...newUser, contact: 'call me' }, 'user.contact'],
    [{ ...newUser, role: 'owner' }, 'user.role'],
    [{ ...newUser, currentPlan: 'gold' }, 'user.currentPlan'],
    [{ ...newUser, status: 'gone' }, 'user.status'],
    [{ ...newUser, dob: '02/04/1990' }, 'user.dob'],
    [{ ...newUser, website: 'javascript:alert(1)' }, 'user.website'],
    [{ ...newUser, social: { twitter: 'nope' } }, 'user.social.twitter'],
    [{ ...newUser, id: 3 }, 'user.id'],
    [{ ...newUser, company: undefined }, 'user.company'],
  ])('refuses bad input with 400 and changes nothing (%#)', async (user, field) => {
    const before = snapshot()
    const error = await expectError(await post('/apps/users/add-user', { user }, admin), 400)
    expect(error).toHaveProperty([field])
    expect(store().all()).toEqual(before)
  })

  it('refuses malformed JSON and a body without user', async () => {
    const before = snapshot()
    expect(await expectError(await post('/apps/users/add-user', '{', admin), 400)).toHaveProperty(
      'body',
    )
    expect(
      await expectError(await post('/apps/users/add-user', newUser, admin), 400),
    ).toHaveProperty('user')
    expect(store().all()).toEqual(before)
  })

  it('refuses a taken username or email (any case) with 409 on the field', async () => {
    const taken = store().get(2) as User
    const before = snapshot()
    const byName = await post(
      '/apps/users/add-user',
      { user: { ...newUser, username: taken.username.toUpperCase() } },
      admin,
    )
    expect(await expectError(byName, 409)).toEqual({
      'user.username': 'This username is already in use.',
    })
    const byEmail = await post(
      '/apps/users/add-user',
      { user: { ...newUser, email: taken.email.toUpperCase() } },
      admin,
    )
    expect(await expectError(byEmail, 409)).toEqual({
      'user.email': 'This email is already in use.',
    })
    expect(store().all()).toEqual(before)
  })
})

describe('POST /apps/users/update-user', () => {
  it('changes only the fields given and answers {user}', async () => {
    const before = store().get(6) as User
    const response = await post(
      '/apps/users/update-user',
      { user: { id: 6, fullName: 'Renamed Person', role: 'admin', language: 'French' } },
      admin,
    )
    expect(response.status).toBe(200)
    const { user } = userResponseSchema.parse(await response.json())
    expect(user).toEqual({
      ...before,
      fullName: 'Renamed Person',
      role: 'admin',
      language: 'French',
    })
    expect(store().get(6)).toEqual(user)
    expect(store().get(7)).toEqual(createDb().table(usersTable).get(7))
  })

  it('clears an optional field sent as null', async () => {
    const response = await post(
      '/apps/users/update-user',
      { user: { id: 1, social: null, dob: null } },
      admin,
    )
    const { user } = userResponseSchema.parse(await response.json())
    expect(user.social).toBeUndefined()
    expect(user.dob).toBeUndefined()
    expect(store().get(1)?.social).toBeUndefined()
  })

  it('lets a user keep their own username and email (in another case)', async () => {
    const own = store().get(3) as User
    const response = await post(
      '/apps/users/update-user',
      { user: { id: 3, username: own.username.toUpperCase(), email: own.email } },
      admin,
    )
    expect(response.status).toBe(200)
  })

  it('refuses another user’s username or email with 409, changing nothing', async () => {
    const other = store().get(9) as User
    const before = snapshot()
    const response = await post(
      '/apps/users/update-user',
      { user: { id: 3, username: other.username, email: other.email, fullName: 'X Y' } },
      admin,
    )
    expect(await expectError(response, 409)).toEqual({
      'user.username': 'This username is already in use.',
      'user.email': 'This email is already in use.',
    })
    expect(store().all()).toEqual(before)
  })

  it.each([
    [{ id: 3, email: 'not-an-email' }, 'user.email'],
    [{ id: 3, status: 'gone' }, 'user.status'],
    [{ id: 3, fullName: '' }, 'user.fullName'],
    [{ id: 3, social: { myspace: 'https://myspace.com/x' } }, 'user.social.myspace'],
    [{ id: 3, favourite: 'pizza' }, 'user.favourite'],
    [{ id: 'three' }, 'user.id'],
    [{ fullName: 'No Id' }, 'user.id'],
  ])('refuses bad input with 400 and changes nothing (%#)', async (user, field) => {
    const before = snapshot()
    const error = await expectError(await post('/apps/users/update-user', { user }, admin), 400)
    expect(error).toHaveProperty([field])
    expect(store().all()).toEqual(before)
  })

  it('answers 404 for an unknown id, changing nothing', async () => {
    const before = snapshot()
    const response = await post(
      '/apps/users/update-user',
      { user: { id: 999, role: 'admin' } },
      admin,
    )
    expect(await expectError(response, 404)).toBe('User not found')
    expect(store().all()).toEqual(before)
  })
})

describe('DELETE /apps/users/delete', () => {
  it('removes only that user and answers {user}', async () => {
    const before = snapshot()
    const response = await remove(8, admin)
    expect(response.status).toBe(200)
    expect(userResponseSchema.parse(await response.json()).user).toEqual(
      before.find((user) => user.id === 8),
    )
    expect(store().all()).toEqual(before.filter((user) => user.id !== 8))
    expect(ids((await list('?perPage=100')).users)).not.toContain(8)
    const again = await app.request('/api/users/user?id=8', { headers: bearer(admin) })
    expect(again.status).toBe(404)
  })

  it('answers 404 for an unknown id and 400 for a bad one, removing nothing', async () => {
    const before = snapshot()
    expect(await expectError(await remove(999, admin), 404)).toBe('User not found')
    expect(await expectError(await remove('x', admin), 400)).toHaveProperty('id')
    expect(store().all()).toEqual(before)
  })
})

describe('access', () => {
  const calls: [string, (token?: string) => Response | Promise<Response>][] = [
    ['GET list/data', (token) => app.request('/api/users/list/data', { headers: bearer(token) })],
    [
      'GET list/all-data',
      (token) => app.request('/api/users/list/all-data', { headers: bearer(token) }),
    ],
    ['GET user', (token) => app.request('/api/users/user?id=1', { headers: bearer(token) })],
    ['POST add-user', (token) => post('/apps/users/add-user', { user: newUser }, token)],
    [
      'POST update-user',
      (token) => post('/apps/users/update-user', { user: { id: 1, role: 'admin' } }, token),
    ],
    ['DELETE delete', (token) => remove(1, token)],
  ]

  it.each(calls)('%s needs a token (401)', async (_, call) => {
    const before = snapshot()
    const response = await call()
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ reason: 'missing' })
    expect(store().all()).toEqual(before)
  })

  it.each(calls)('%s is refused to the client account (403)', async (_, call) => {
    const client = await tokenOf(CLIENT)
    const before = snapshot()
    expect(await expectError(await call(client), 403)).toBe('You are not allowed to do this')
    expect(store().all()).toEqual(before)
  })
})
