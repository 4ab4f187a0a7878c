import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogDetailResponseSchema } from '@/contract/blog'
import { apiRequest } from '@/lib/api-client'
import { blogQueryKey } from './get-posts'

/** `GET /blog/list/data/detail?id=`: the post with its content and comments, or a 404 ApiError. */
export const postQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...blogQueryKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest('/blog/list/data/detail', {
        query: { id },
        schema: blogDetailResponseSchema,
        signal,
      }),
  })

/** One post; nothing is asked while the id is not a valid one. */
export function usePost(id: number | undefined) {
  return useQuery({ ...postQueryOptions(id ?? 0), enabled: id !== undefined })
}
