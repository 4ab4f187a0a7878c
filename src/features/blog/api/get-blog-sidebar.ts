import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogSidebarResponseSchema } from '@/contract/blog'
import { apiRequest } from '@/lib/api-client'
import { blogQueryKey } from './get-posts'

/** `GET /blog/list/data/sidebar`: recent posts and the categories with their counts. */
export const blogSidebarQueryOptions = () =>
  queryOptions({
    queryKey: [...blogQueryKey, 'sidebar'],
    queryFn: ({ signal }) =>
      apiRequest('/blog/list/data/sidebar', { schema: blogSidebarResponseSchema, signal }),
  })

export function useBlogSidebar() {
  return useQuery(blogSidebarQueryOptions())
}
