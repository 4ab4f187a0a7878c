import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { PROFILE_POSTS_PER_PAGE, profileEndpoints } from '@/contract/profile'
import { api } from '@/lib/api-client'

/**
 * The posts after the first page (which `getProfile` carries), one
 * page per "Load more". Never fetched on its own: the first fetch is the
 * first "Load more".
 */
export const profilePostsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['profile', 'posts'],
    initialPageParam: 2,
    queryFn: ({ pageParam, signal }) =>
      api(profileEndpoints.listProfilePosts, { query: { page: pageParam }, signal }),
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPageParam * PROFILE_POSTS_PER_PAGE < lastPage.total ? lastPageParam + 1 : undefined,
    enabled: false,
  })

export function useProfilePosts() {
  return useInfiniteQuery(profilePostsQueryOptions())
}
