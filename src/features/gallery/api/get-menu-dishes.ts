import { queryOptions, useQuery } from '@tanstack/react-query'
import { autocompleteResponseSchema } from '@/contract/search'
import { apiRequest } from '@/lib/api-client'

/** The menu's dishes (GET /api/autocomplete/data), for the gallery's async select. */
export const menuDishesQueryOptions = () =>
  queryOptions({
    queryKey: ['gallery', 'menu-dishes'],
    queryFn: ({ signal }) =>
      apiRequest('/api/autocomplete/data', { schema: autocompleteResponseSchema, signal }),
    staleTime: Infinity,
  })

/** Loads only once `enabled` (the select was opened), as an async select does. */
export function useMenuDishes(enabled: boolean) {
  return useQuery({ ...menuDishesQueryOptions(), enabled })
}
