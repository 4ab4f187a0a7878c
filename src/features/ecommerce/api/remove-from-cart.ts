import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cartItemResponseSchema } from '@/contract/ecommerce'
import { apiRequest } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** `DELETE /apps/ecommerce/cart/{productId}`. */
export function removeFromCart(productId: number) {
  return apiRequest(`/apps/ecommerce/cart/${String(productId)}`, {
    method: 'DELETE',
    schema: cartItemResponseSchema,
  })
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'remove-from-cart'],
    mutationFn: removeFromCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
