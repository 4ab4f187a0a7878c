import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { blogEndpoints, type BlogListQuery } from '@/contract/blog'
import { api } from '@/lib/api-client'

/** Everything the Blog has loaded (lists, sidebar, posts): what a change invalidates. */
export const blogQueryKey = ['blog'] as const

/** One page of the filtered list. */
export const postsQueryOptions = (query: BlogListQuery) =>
  queryOptions({
    queryKey: [...blogQueryKey, 'list', query],
    queryFn: ({ signal }) => api(blogEndpoints.listBlogPosts, { query, signal }),
  })

export function usePosts(query: BlogListQuery) {
  // While the next page or filter loads, the cards on screen stay (dimmed) instead of a skeleton.
  return useQuery({ ...postsQueryOptions(query), placeholderData: keepPreviousData })
}

/** The newest post's id (the list's first), for the menu's Detail and Edit links; none without posts. */
export async function newestPostId(queryClient: QueryClient): Promise<number | undefined> {
  const { posts } = await queryClient.fetchQuery(postsQueryOptions({ page: 1, perPage: 1 }))
  return posts[0]?.id
}
