import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileEndpoints } from '@/contract/profile'
import { api } from '@/lib/api-client'
import { invalidatePosts, replacePost } from './post-cache'

export function addComment({ postId, comment }: { postId: number; comment: string }) {
  return api(profileEndpoints.commentProfilePost, { params: { id: postId }, body: { comment } })
}

/** Adds a comment to a post; the post then lists it. */
export function useAddComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['profile', 'add-comment'],
    // The comment form shows a failure under its field, and keeps the text.
    meta: { silent: true },
    mutationFn: addComment,
    onSuccess: ({ post }) => replacePost(queryClient, post),
    onSettled: () => invalidatePosts(queryClient),
  })
}
