import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checkoutResponseSchema, type CheckoutRequest } from '@/contract/ecommerce'
import { apiRequest } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** `POST /apps/ecommerce/checkout`: places the order and empties the cart (docs/api.md). */
export function placeOrder(request: CheckoutRequest) {
  return apiRequest('/apps/ecommerce/checkout', {
    method: 'POST',
    body: request,
    schema: checkoutResponseSchema,
  })
}

export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'place-order'],
    mutationFn: placeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
