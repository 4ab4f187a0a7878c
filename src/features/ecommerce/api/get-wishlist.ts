import { queryOptions, useQuery } from '@tanstack/react-query'
import { ecommerceEndpoints } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** The wished-for products. */
export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: [...ecommerceRootKey, 'wishlist'],
    queryFn: ({ signal }) => api(ecommerceEndpoints.getWishlist, { signal }),
  })

export function useWishlist() {
  return useQuery(wishlistQueryOptions())
}
