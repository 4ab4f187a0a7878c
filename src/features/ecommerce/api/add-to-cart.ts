import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cartItemResponseSchema } from '@/contract/ecommerce'
import { apiRequest } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** `POST /apps/ecommerce/cart`: adds one of a product (an existing line comes back unchanged). */
export function addToCart(productId: number) {
  return apiRequest('/apps/ecommerce/cart', {
    method: 'POST',
    body: { productId },
    schema: cartItemResponseSchema,
  })
}

export function useAddToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'add-to-cart'],
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
