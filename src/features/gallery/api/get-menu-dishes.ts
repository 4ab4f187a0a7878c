import { queryOptions, useQuery } from '@tanstack/react-query'
import { searchEndpoints } from '@/contract/search'
import { api } from '@/lib/api-client'

/** The menu's dishes (the autocomplete data), for the gallery's async select. */
export const menuDishesQueryOptions = () =>
  queryOptions({
    queryKey: ['gallery', 'menu-dishes'],
    queryFn: ({ signal }) => api(searchEndpoints.getAutocomplete, { signal }),
    staleTime: Infinity,
  })

/** Loads only once `enabled` (the select was opened), as an async select does. */
export function useMenuDishes(enabled: boolean) {
  return useQuery({ ...menuDishesQueryOptions(), enabled })
}
