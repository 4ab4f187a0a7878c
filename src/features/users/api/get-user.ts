import { queryOptions, useQuery } from '@tanstack/react-query'
import { userResponseSchema } from '@/contract/users'
import { apiRequest } from '@/lib/api-client'
import { usersQueryKey } from './get-users'

/** `GET /api/users/user?id=`: one user, or a 404 ApiError. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'user', id],
    queryFn: ({ signal }) =>
      apiRequest('/api/users/user', { query: { id }, schema: userResponseSchema, signal }),
    select: (data) => data.user,
  })

/** One user; nothing is asked while the id is not a valid one. */
export function useUser(id: number | undefined) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined })
}
