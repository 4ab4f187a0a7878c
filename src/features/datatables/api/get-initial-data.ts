import { queryOptions, useQuery } from '@tanstack/react-query'
import { datatablesEndpoints } from '@/contract/datatables'
import { api } from '@/lib/api-client'

/** Everything the data-table demos load. */
export const datatablesQueryKey = ['datatables'] as const

/** The whole sample list. */
export const initialDataQueryOptions = () =>
  queryOptions({
    queryKey: [...datatablesQueryKey, 'initial-data'],
    queryFn: ({ signal }) => api(datatablesEndpoints.getDatatableInitialData, { signal }),
  })

export function useInitialData() {
  return useQuery(initialDataQueryOptions())
}
