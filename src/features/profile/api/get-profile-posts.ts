import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { PROFILE_POSTS_PER_PAGE, profilePostsResponseSchema } from '@/contract/profile'
import { apiRequest } from '@/lib/api-client'

/**
 * The posts after the first page (which `GET /profile/data` carries), one
 * page per "Load more". Never fetched on its own: the first fetch is the
 * first "Load more".
 */
export const profilePostsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['profile', 'posts'],
    initialPageParam: 2,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/profile/posts', {
        query: { page: pageParam },
        schema: profilePostsResponseSchema,
        signal,
      }),
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPageParam * PROFILE_POSTS_PER_PAGE < lastPage.total ? lastPageParam + 1 : undefined,
    enabled: false,
  })

export function useProfilePosts() {
  return useInfiniteQuery(profilePostsQueryOptions())
}
