import { useMutation, useQueryClient } from '@tanstack/react-query'
import { blogEndpoints, type AddBlogCommentRequest } from '@/contract/blog'
import { api } from '@/lib/api-client'
import { blogQueryKey } from './get-posts'

export function addComment(comment: AddBlogCommentRequest) {
  return api(blogEndpoints.addBlogComment, { body: comment })
}

/** Posts a comment; the post's comments and the list's counts then reload. */
export function useAddComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...blogQueryKey, 'add-comment'],
    // The form shows the error on its fields, or in its own toast.
    meta: { silent: true },
    mutationFn: addComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKey }),
  })
}
