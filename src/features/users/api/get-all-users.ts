import { queryOptions, useQuery } from '@tanstack/react-query'
import { allUsersResponseSchema } from '@/contract/users'
import { apiRequest } from '@/lib/api-client'
import { usersQueryKey } from './get-users'

/** `GET /api/users/list/all-data`: every user, newest first (the statistics cards count them). */
export const allUsersQueryOptions = () =>
  queryOptions({
    queryKey: [...usersQueryKey, 'all'],
    queryFn: ({ signal }) =>
      apiRequest('/api/users/list/all-data', { schema: allUsersResponseSchema, signal }),
    select: (data) => data.users,
  })

export function useAllUsers() {
  return useQuery(allUsersQueryOptions())
}
