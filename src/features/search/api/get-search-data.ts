import { queryOptions, useQuery } from '@tanstack/react-query'
import { mainSearchResponseSchema } from '@/contract/search'
import { apiRequest } from '@/lib/api-client'

/** The navbar search's pages (those the user may open), files and contacts. */
export const searchDataQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'main-search'],
    queryFn: ({ signal }) =>
      apiRequest('/api/main-search/data', { schema: mainSearchResponseSchema, signal }),
  })

export function useSearchData() {
  return useQuery(searchDataQueryOptions())
}
