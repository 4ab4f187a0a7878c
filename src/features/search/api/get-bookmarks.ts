import { queryOptions, useQuery } from '@tanstack/react-query'
import { searchEndpoints } from '@/contract/search'
import { api } from '@/lib/api-client'

/** The bookmarked pages (the navbar's quick links) and some pages to suggest. */
export const bookmarksQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'bookmarks'],
    queryFn: ({ signal }) => api(searchEndpoints.getBookmarks, { signal }),
  })

export function useBookmarks() {
  return useQuery(bookmarksQueryOptions())
}
