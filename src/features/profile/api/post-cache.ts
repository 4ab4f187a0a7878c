import type { QueryClient } from '@tanstack/react-query'
import type { ProfilePost } from '@/contract/profile'
import { profileDataQueryOptions } from './get-profile-data'
import { profilePostsQueryOptions } from './get-profile-posts'

/** Puts a post the back end answered with wherever the page holds it (first page or later pages). */
export function replacePost(queryClient: QueryClient, post: ProfilePost) {
  const swap = (posts: ProfilePost[]) => posts.map((item) => (item.id === post.id ? post : item))
  queryClient.setQueryData(
    profileDataQueryOptions().queryKey,
    (data) => data && { ...data, post: swap(data.post) },
  )
  queryClient.setQueryData(
    profilePostsQueryOptions().queryKey,
    (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, post: swap(page.post) })) },
  )
}

/** After a change, both post caches are fetched again (the later pages only when on screen). */
export function invalidatePosts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: profileDataQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: profilePostsQueryOptions().queryKey }),
  ])
}
