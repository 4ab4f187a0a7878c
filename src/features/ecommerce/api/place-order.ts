import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ecommerceEndpoints, type CheckoutRequest } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'
import { orderQueryOptions } from './get-order'

/** Places the order and empties the cart (docs/api.md). */
export function placeOrder(request: CheckoutRequest) {
  return api(ecommerceEndpoints.checkout, { body: request })
}

export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'place-order'],
    mutationFn: placeOrder,
    onSuccess: async (placed) => {
      await queryClient.invalidateQueries({ queryKey: ecommerceRootKey })
      // The order's page draws from the answer, without asking for the order again.
      queryClient.setQueryData(orderQueryOptions(placed.order.id).queryKey, placed)
    },
  })
}
