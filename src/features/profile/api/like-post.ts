import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileEndpoints } from '@/contract/profile'
import { api } from '@/lib/api-client'
import { invalidatePosts, replacePost } from './post-cache'

export function likePost({ postId, liked }: { postId: number; liked: boolean }) {
  return api(profileEndpoints.likeProfilePost, { params: { id: postId }, body: { liked } })
}

/** Sets the signed-in account's like on a post; the post then shows the new count and likers. */
export function useLikePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['profile', 'like-post'],
    mutationFn: likePost,
    onSuccess: ({ post }) => replacePost(queryClient, post),
    onSettled: () => invalidatePosts(queryClient),
  })
}
