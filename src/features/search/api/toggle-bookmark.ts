import { useMutation, useQueryClient } from '@tanstack/react-query'
import { searchEndpoints } from '@/contract/search'
import { api } from '@/lib/api-client'
import { bookmarksQueryOptions } from './get-bookmarks'
import { searchDataQueryOptions } from './get-search-data'

export function toggleBookmark(id: number) {
  return api(searchEndpoints.toggleBookmark, { body: { id } })
}

/** Bookmarks the page, or removes its bookmark; the navbar and the search then show the change. */
export function useToggleBookmark() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['search', 'toggle-bookmark'],
    mutationFn: toggleBookmark,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookmarksQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: searchDataQueryOptions().queryKey }),
      ]),
  })
}
