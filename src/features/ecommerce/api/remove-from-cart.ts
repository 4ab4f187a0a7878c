import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ecommerceEndpoints } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

export function removeFromCart(productId: number) {
  return api(ecommerceEndpoints.removeFromCart, { params: { productId } })
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ecommerceRootKey, 'remove-from-cart'],
    mutationFn: removeFromCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceRootKey }),
  })
}
