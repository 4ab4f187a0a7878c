import {
  userEndpoints,
  userPlans,
  userTakenMessages,
  type User,
  type UserSortKey,
  type usersQuerySchema,
} from '@/contract/users'
import { requireAbility } from '../auth'
import { fail, notFound } from '../http'
import { jsonList } from '../json-list'
import { mockRoutes, route } from '../route'
import { sortRows, type SortValue } from '../sort-rows'
import { usersTable } from '../fixtures/users'
import type { Collection } from '../store/collection'

type UsersQuery = ReturnType<typeof usersQuerySchema.parse>

/** The list order: newest first (id descending), so an added user is first. */
const newestFirst = (a: User, b: User) => b.id - a.id

/** What each `sortBy` column sorts by: plans by tier, the rest as text. */
const sortValues: Record<UserSortKey, (user: User) => SortValue> = {
  fullName: (user) => user.fullName,
  email: (user) => user.email,
  role: (user) => user.role,
  currentPlan: (user) => userPlans.indexOf(user.currentPlan),
  status: (user) => user.status,
}

/** Filters and sorts users as `listUsers` does (before paging); newest first unless sorted. */
export function selectUsers(users: readonly User[], query: Omit<UsersQuery, 'page' | 'perPage'>) {
  const q = query.q?.trim().toLowerCase() ?? ''
  const matching = users.filter(
    (user) =>
      (!query.role || user.role === query.role) &&
      (!query.currentPlan || user.currentPlan === query.currentPlan) &&
      (!query.status || user.status === query.status) &&
      (!q || user.username.toLowerCase().includes(q) || user.fullName.toLowerCase().includes(q)),
  )
  const value = query.sortBy && sortValues[query.sortBy]
  return sortRows(matching, value, query.orderBy, newestFirst)
}

/**
 * Refuses a username or email another user has (case-insensitively), with
 * the field at fault, before anything changes.
 */
function assertUnique(
  users: Collection<User>,
  fields: { username?: string; email?: string },
  exceptId?: number,
) {
  const taken = (key: 'username' | 'email', value: string | undefined) =>
    value !== undefined &&
    users.find(
      (user) => user.id !== exceptId && user[key].toLowerCase() === value.toLowerCase(),
    ) !== undefined
  const error: Record<string, string> = {}
  if (taken('username', fields.username)) error['user.username'] = userTakenMessages.username
  if (taken('email', fields.email)) error['user.email'] = userTakenMessages.email
  if (Object.keys(error).length) fail(409, { error })
}

const { listUsers, listAllUsers, getUser, addUser, updateUser, deleteUser } = userEndpoints

export const usersRoutes = mockRoutes(
  route(listUsers, requireAbility('read', 'User'), (c, { query }) => {
    const { page, perPage, ...filters } = query
    const rows = c.var.db.table(usersTable).all()
    return jsonList(c, rows, () => {
      const matching = selectUsers(rows, filters)
      const start = (page - 1) * perPage
      return { users: matching.slice(start, start + perPage), total: matching.length }
    })
  }),
  route(listAllUsers, requireAbility('read', 'User'), (c) => {
    const rows = c.var.db.table(usersTable).all()
    return jsonList(c, rows, () => ({ users: selectUsers(rows, {}) }))
  }),
  route(getUser, requireAbility('read', 'User'), (c, { query: { id } }) => {
    const user = c.var.db.table(usersTable).get(id)
    if (!user) notFound('User')
    return c.json({ user })
  }),
  route(addUser, requireAbility('create', 'User'), (c, { body: { user } }) => {
    const users = c.var.db.table(usersTable)
    assertUnique(users, user)
    const created = users.insert(user, 'first')
    return c.json({ user: created }, 201)
  }),
  route(updateUser, requireAbility('update', 'User'), (c, { body }) => {
    const { id, ...patch } = body.user
    const users = c.var.db.table(usersTable)
    const current = users.get(id)
    if (!current) notFound('User')
    assertUnique(users, patch, id)
    // `null` clears an optional field (an undefined field is left out of the JSON).
    const changes = Object.fromEntries(
      Object.entries(patch).map(([key, value]) => [key, value ?? undefined]),
    ) as Partial<Omit<User, 'id'>>
    const updated = users.update(id, changes)
    return c.json({ user: updated })
  }),
  route(deleteUser, requireAbility('delete', 'User'), (c, { query: { id } }) => {
    const users = c.var.db.table(usersTable)
    const user = users.get(id)
    if (!user || !users.remove(id)) notFound('User')
    return c.json({ user })
  }),
)
