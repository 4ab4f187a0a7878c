import { queryOptions, useQuery } from '@tanstack/react-query'
import { ecommerceEndpoints } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** The cart lines with their product, offers, discount and delivery date. */
export const cartQueryOptions = () =>
  queryOptions({
    queryKey: [...ecommerceRootKey, 'cart'],
    queryFn: ({ signal }) => api(ecommerceEndpoints.getCart, { signal }),
  })

export function useCart(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), ...options })
}
