import { queryOptions, useQuery } from '@tanstack/react-query'
import { wishlistResponseSchema } from '@/contract/ecommerce'
import { apiRequest } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** `GET /apps/ecommerce/wishlist`: the wished-for products. */
export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: [...ecommerceRootKey, 'wishlist'],
    queryFn: ({ signal }) =>
      apiRequest('/apps/ecommerce/wishlist', { schema: wishlistResponseSchema, signal }),
  })

export function useWishlist() {
  return useQuery(wishlistQueryOptions())
}
