import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { userEndpoints, type UsersQuery } from '@/contract/users'
import { api } from '@/lib/api-client'

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
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData })
}

/** The list's first user (the newest), for the menu's View and Edit links; none without users. */
export async function firstUserId(queryClient: QueryClient): Promise<number | undefined> {
  const { users } = await queryClient.fetchQuery(usersQueryOptions({ page: 1, perPage: 1 }))
  return users[0]?.id
}
