import { queryOptions, useQuery } from '@tanstack/react-query'
import { userEndpoints } from '@/contract/users'
import { api } from '@/lib/api-client'
import { usersQueryKey } from './get-users'

/** Every user, newest first (the statistics cards count them). */
export const allUsersQueryOptions = () =>
  queryOptions({
    queryKey: [...usersQueryKey, 'all'],
    queryFn: ({ signal }) => api(userEndpoints.listAllUsers, { signal }),
    select: (data) => data.users,
  })

export function useAllUsers() {
  return useQuery(allUsersQueryOptions())
}
