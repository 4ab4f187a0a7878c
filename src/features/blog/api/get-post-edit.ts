import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogEditResponseSchema } from '@/contract/blog'
import { apiRequest } from '@/lib/api-client'
import { blogQueryKey } from './get-posts'

/** `GET /blog/list/data/edit?id=`: the edit page's fields of one post, or a 404 ApiError. */
export const postEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...blogQueryKey, 'edit', id],
    queryFn: ({ signal }) =>
      apiRequest('/blog/list/data/edit', { query: { id }, schema: blogEditResponseSchema, signal }),
    select: (data) => data.post,
  })

export function usePostEdit(id: number | undefined) {
  return useQuery({ ...postEditQueryOptions(id ?? 0), enabled: id !== undefined })
}
