import { queryOptions, useQuery } from '@tanstack/react-query'
import { searchEndpoints } from '@/contract/search'
import { api } from '@/lib/api-client'

/** The dishes the autocomplete demo suggests. */
export const autocompleteQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'autocomplete'],
    queryFn: ({ signal }) => api(searchEndpoints.getAutocomplete, { signal }),
    staleTime: Infinity,
  })

export function useAutocompleteItems() {
  return useQuery(autocompleteQueryOptions())
}
