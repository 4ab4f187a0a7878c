import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogEndpoints } from '@/contract/blog'
import { api } from '@/lib/api-client'
import { blogQueryKey } from './get-posts'

/**
 * The edit page's fields of one post, or a 404 ApiError; the route's loader and
 * the page read the same query.
 */
export const postEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...blogQueryKey, 'edit', id],
    queryFn: ({ signal }) => api(blogEndpoints.getBlogPostEdit, { query: { id }, signal }),
    select: (data) => data.post,
  })

export function usePostEdit(id: number) {
  return useQuery(postEditQueryOptions(id))
}
