import { queryOptions, useQuery } from '@tanstack/react-query'
import { autocompleteResponseSchema } from '@/contract/search'
import { apiRequest } from '@/lib/api-client'

/** The dishes the autocomplete demo suggests. */
export const autocompleteQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'autocomplete'],
    queryFn: ({ signal }) =>
      apiRequest('/api/autocomplete/data', { schema: autocompleteResponseSchema, signal }),
    staleTime: Infinity,
  })

export function useAutocompleteItems() {
  return useQuery(autocompleteQueryOptions())
}
