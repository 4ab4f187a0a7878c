import { queryOptions, useQuery } from '@tanstack/react-query'
import { searchEndpoints } from '@/contract/search'
import { api } from '@/lib/api-client'

/** The navbar search's pages (those the user may open), files and contacts. */
export const searchDataQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'main-search'],
    queryFn: ({ signal }) => api(searchEndpoints.getMainSearch, { signal }),
  })

export function useSearchData() {
  return useQuery(searchDataQueryOptions())
}
