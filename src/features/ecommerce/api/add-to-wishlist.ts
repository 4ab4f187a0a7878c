import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ecommerceEndpoints } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

export function addToWishlist(productId: number) {
  return api(ecommerceEndpoints.addToWishlist, { body: { productId } })
}

export function useAddToWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'add-to-wishlist'],
    mutationFn: addToWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
