import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { datatableResponseSchema, type DatatableQuery } from '@/contract/datatables'
import { apiRequest } from '@/lib/api-client'
import { datatablesQueryKey } from './get-initial-data'

/** `GET /api/datatables/data`: one page of the searched, sorted list (and every match). */
export const datatableDataQueryOptions = (query: DatatableQuery) =>
  queryOptions({
    queryKey: [...datatablesQueryKey, 'data', query],
    queryFn: ({ signal }) =>
      apiRequest('/api/datatables/data', { query, schema: datatableResponseSchema, signal }),
  })

export function useDatatableData(query: DatatableQuery) {
  // While the next page or search loads, the rows on screen stay (dimmed) instead of a skeleton.
  return useQuery({ ...datatableDataQueryOptions(query), placeholderData: keepPreviousData })
}
