import { useMutation, useQueryClient } from '@tanstack/react-query'
import { wishlistItemResponseSchema } from '@/contract/ecommerce'
import { apiRequest } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** `DELETE /apps/ecommerce/wishlist/{productId}`. */
export function removeFromWishlist(productId: number) {
  return apiRequest(`/apps/ecommerce/wishlist/${String(productId)}`, {
    method: 'DELETE',
    schema: wishlistItemResponseSchema,
  })
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'remove-from-wishlist'],
    mutationFn: removeFromWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
