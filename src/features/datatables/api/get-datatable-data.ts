import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { datatablesEndpoints, type DatatableQuery } from '@/contract/datatables'
import { api } from '@/lib/api-client'
import { datatablesQueryKey } from './get-initial-data'

/** One page of the searched, sorted list (and every match). */
export const datatableDataQueryOptions = (query: DatatableQuery) =>
  queryOptions({
    queryKey: [...datatablesQueryKey, 'data', query],
    queryFn: ({ signal }) => api(datatablesEndpoints.listDatatableRows, { query, signal }),
  })

export function useDatatableData(query: DatatableQuery) {
  // While the next page or search loads, the rows on screen stay (dimmed) instead of a skeleton.
  return useQuery({ ...datatableDataQueryOptions(query), placeholderData: keepPreviousData })
}
