import { queryOptions, useQuery } from '@tanstack/react-query'
import { authEndpoints } from '@/contract/auth'
import { api } from '@/lib/api-client'

/** The signed-in user as the back end knows them. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => api(authEndpoints.getMe, { signal }),
  })

export function useMe() {
  return useQuery(meQueryOptions())
}
