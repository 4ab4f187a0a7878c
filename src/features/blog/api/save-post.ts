import { useMutation, useQueryClient } from '@tanstack/react-query'
import { blogEditResponseSchema, type SaveBlogPostRequest } from '@/contract/blog'
import { apiRequest } from '@/lib/api-client'
import { blogQueryKey } from './get-posts'

/** `POST /blog/list/data/edit`: saves the edit page's fields. */
export function savePost(post: SaveBlogPostRequest) {
  return apiRequest('/blog/list/data/edit', {
    method: 'POST',
    body: post,
    schema: blogEditResponseSchema,
  })
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
