import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ecommerceEndpoints } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

export function updateCartQty({ productId, qty }: { productId: number; qty: number }) {
  return api(ecommerceEndpoints.updateCartQty, { params: { productId }, body: { qty } })
}

export function useUpdateCartQty() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'update-cart-qty'],
    mutationFn: updateCartQty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
