import { userEndpoints, USERS_MAX_PER_PAGE, type User, type UsersQuery } from '@/contract/users'
import { api } from '@/lib/api-client'

/**
 * Every user the list's search, filters and sort match, in the list's order (what Export saves):
 * the pages of the largest size the server gives, the first alone (it tells how many there are),
 * then the rest at once.
 */
export async function fetchMatchingUsers(
  query: Omit<UsersQuery, 'page' | 'perPage'>,
): Promise<User[]> {
  const page = (number: number) =>
    api(userEndpoints.listUsers, { query: { ...query, page: number, perPage: USERS_MAX_PER_PAGE } })
  const first = await page(1)
  const pages = Math.ceil(first.total / USERS_MAX_PER_PAGE)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 2)),
  )
  return [first, ...rest].flatMap((answer) => answer.users)
}
