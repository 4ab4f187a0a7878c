import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogEndpoints } from '@/contract/blog'
import { api } from '@/lib/api-client'
import { blogQueryKey } from './get-posts'

/**
 * The post with its content and comments, or a 404 ApiError; the route's loader
 * and the page read the same query.
 */
export const postQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...blogQueryKey, 'detail', id],
    queryFn: ({ signal }) => api(blogEndpoints.getBlogPost, { query: { id }, signal }),
  })

export function usePost(id: number) {
  return useQuery(postQueryOptions(id))
}
