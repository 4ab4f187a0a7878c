import { useMutation, useQueryClient } from '@tanstack/react-query'
import { blogEndpoints, type SaveBlogPostRequest } from '@/contract/blog'
import { api } from '@/lib/api-client'
import { blogQueryKey } from './get-posts'

/** Saves the edit page's fields. */
export function savePost(post: SaveBlogPostRequest) {
  return api(blogEndpoints.saveBlogPost, { body: post })
}

/** Saves a post; the list, the sidebar and the post's pages then reload. */
export function useSavePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...blogQueryKey, 'save'],
    // The form shows the error on its fields, or in its own toast.
    meta: { silent: true },
    mutationFn: savePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKey }),
  })
}
