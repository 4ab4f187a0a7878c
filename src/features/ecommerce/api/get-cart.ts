import { queryOptions, useQuery } from '@tanstack/react-query'
import { cartResponseSchema } from '@/contract/ecommerce'
import { apiRequest } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** `GET /apps/ecommerce/cart`: the cart lines with their product, offers, discount and delivery date. */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: [...ecommerceRootKey, 'cart'],
    queryFn: ({ signal }) =>
      apiRequest('/apps/ecommerce/cart', { schema: cartResponseSchema, signal }),
  })

export function useCart(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), ...options })
}
