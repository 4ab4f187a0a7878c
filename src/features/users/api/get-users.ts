import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import { userEndpoints, USERS_PER_PAGE, type UsersQuery } from '@/contract/users'
import { api } from '@/lib/api-client'
import { afterNextPaint } from '@/lib/after-paint'

/** Everything the Users app has loaded (lists, counts, single users): what a change invalidates. */
export const usersQueryKey = ['users'] as const

/** One page of the filtered list. */
export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', query],
    queryFn: ({ signal }) => api(userEndpoints.listUsers, { query, signal }),
  })

export function useUsers(query: UsersQuery) {
  // While the next page or filter loads, the rows on screen stay (dimmed) instead of a skeleton.
  const users = useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData })
  // The next page is fetched once this one is painted, so "Next page" draws it at once; asked
  // for in the same task, the request would hold back the frame that shows this page.
  const queryClient = useQueryClient()
  const total = users.isPlaceholderData ? undefined : users.data?.total
  const {
    q,
    role,
    currentPlan,
    status,
    page = 1,
    perPage = USERS_PER_PAGE,
    sortBy,
    orderBy,
  } = query
  useEffect(() => {
    if (total === undefined || page * perPage >= total) return
    const next = { q, role, currentPlan, status, page: page + 1, perPage, sortBy, orderBy }
    let shown = true
    void afterNextPaint().then(() => {
      if (shown) void queryClient.prefetchQuery(usersQueryOptions(next))
    })
    return () => {
      shown = false
    }
  }, [queryClient, total, q, role, currentPlan, status, page, perPage, sortBy, orderBy])
  return users
}

/** The list's first user (the newest), for the menu's View and Edit links; none without users. */
export async function firstUserId(queryClient: QueryClient): Promise<number | undefined> {
  const { users } = await queryClient.fetchQuery(usersQueryOptions({ page: 1, perPage: 1 }))
  return users[0]?.id
}
