import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ecommerceEndpoints } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** Adds one of a product (an existing line comes back unchanged). */
export function addToCart(productId: number) {
  return api(ecommerceEndpoints.addToCart, { body: { productId } })
}

export function useAddToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'add-to-cart'],
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
