import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ecommerceEndpoints } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

export function removeFromWishlist(productId: number) {
  return api(ecommerceEndpoints.removeFromWishlist, { params: { productId } })
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'remove-from-wishlist'],
    mutationFn: removeFromWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
