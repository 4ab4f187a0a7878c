import { queryOptions, useQuery } from '@tanstack/react-query'
import { meResponseSchema } from '@/contract/auth'
import { apiRequest } from '@/lib/api-client'

/** The signed-in user as the back end knows them. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => apiRequest('/auth/me', { schema: meResponseSchema, signal }),
  })

export function useMe() {
  return useQuery(meQueryOptions())
}
