import { queryOptions, useQuery } from '@tanstack/react-query'
import { userEndpoints } from '@/contract/users'
import { api } from '@/lib/api-client'
import { usersQueryKey } from './get-users'

/** One user, or a 404 ApiError; the route's loader and the page read the same query. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'user', id],
    queryFn: ({ signal }) => api(userEndpoints.getUser, { query: { id }, signal }),
    select: (data) => data.user,
  })

export function useUser(id: number) {
  return useQuery(userQueryOptions(id))
}
