import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogEndpoints } from '@/contract/blog'
import { api } from '@/lib/api-client'
import { blogQueryKey } from './get-posts'

/** Recent posts and the categories with their counts. */
export const blogSidebarQueryOptions = () =>
  queryOptions({
    queryKey: [...blogQueryKey, 'sidebar'],
    queryFn: ({ signal }) => api(blogEndpoints.getBlogSidebar, { signal }),
  })

export function useBlogSidebar() {
  return useQuery(blogSidebarQueryOptions())
}
