import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profilePostResponseSchema } from '@/contract/profile'
import { apiRequest } from '@/lib/api-client'
import { invalidatePosts, replacePost } from './post-cache'

export function likePost({ postId, liked }: { postId: number; liked: boolean }) {
  return apiRequest(`/profile/posts/${String(postId)}/like`, {
    method: 'POST',
    body: { liked },
    schema: profilePostResponseSchema,
  })
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
