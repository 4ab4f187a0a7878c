import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cartItemResponseSchema } from '@/contract/ecommerce'
import { apiRequest } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** `PATCH /apps/ecommerce/cart/{productId}` with `{ qty }` (docs/api.md). */
export function updateCartQty({ productId, qty }: { productId: number; qty: number }) {
  return apiRequest(`/apps/ecommerce/cart/${String(productId)}`, {
    method: 'PATCH',
    body: { qty },
    schema: cartItemResponseSchema,
  })
}

export function useUpdateCartQty() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'update-cart-qty'],
    mutationFn: updateCartQty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
