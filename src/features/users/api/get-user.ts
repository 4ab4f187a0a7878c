import { queryOptions, useQuery } from '@tanstack/react-query'
import { userEndpoints } from '@/contract/users'
import { api } from '@/lib/api-client'
import { usersQueryKey } from './get-users'

/** One user, or a 404 ApiError. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'user', id],
    queryFn: ({ signal }) => api(userEndpoints.getUser, { query: { id }, signal }),
    select: (data) => data.user,
  })

/** One user; nothing is asked while the id is not a valid one. */
export function useUser(id: number | undefined) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined })
}
