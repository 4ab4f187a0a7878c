import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookmarksResponseSchema } from '@/contract/search'
import { apiRequest } from '@/lib/api-client'

/** The bookmarked pages (the navbar's quick links) and some pages to suggest. */
export const bookmarksQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'bookmarks'],
    queryFn: ({ signal }) =>
      apiRequest('/api/bookmarks/data', { schema: bookmarksResponseSchema, signal }),
  })

export function useBookmarks() {
  return useQuery(bookmarksQueryOptions())
}
