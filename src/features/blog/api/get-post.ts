import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogEndpoints } from '@/contract/blog'
import { api } from '@/lib/api-client'
import { blogQueryKey } from './get-posts'

/** The post with its content and comments, or a 404 ApiError. */
export const postQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...blogQueryKey, 'detail', id],
    queryFn: ({ signal }) => api(blogEndpoints.getBlogPost, { query: { id }, signal }),
  })

/** One post; nothing is asked while the id is not a valid one. */
export function usePost(id: number | undefined) {
  return useQuery({ ...postQueryOptions(id ?? 0), enabled: id !== undefined })
}
