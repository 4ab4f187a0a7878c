import { queryOptions, useQuery } from '@tanstack/react-query'
import { initialDataResponseSchema } from '@/contract/datatables'
import { apiRequest } from '@/lib/api-client'

/** Everything the data-table demos load. */
export const datatablesQueryKey = ['datatables'] as const

/** `GET /api/datatables/initial-data`: the whole sample list. */
export const initialDataQueryOptions = () =>
  queryOptions({
    queryKey: [...datatablesQueryKey, 'initial-data'],
    queryFn: ({ signal }) =>
      apiRequest('/api/datatables/initial-data', { schema: initialDataResponseSchema, signal }),
  })

export function useInitialData() {
  return useQuery(initialDataQueryOptions())
}
