import { useMutation, useQueryClient } from '@tanstack/react-query'
import { wishlistItemResponseSchema } from '@/contract/ecommerce'
import { apiRequest } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** `POST /apps/ecommerce/wishlist`. */
export function addToWishlist(productId: number) {
  return apiRequest('/apps/ecommerce/wishlist', {
    method: 'POST',
    body: { productId },
    schema: wishlistItemResponseSchema,
  })
}

export function useAddToWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'add-to-wishlist'],
    mutationFn: addToWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
