import { queryOptions, useQuery } from '@tanstack/react-query'
import { ecommerceEndpoints } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/**
 * One product by its slug (the path takes an id or a slug, docs/api.md), or a
 * 404 ApiError; the route's loader and the page read the same query.
 */
export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...ecommerceRootKey, 'product', slug],
    queryFn: ({ signal }) => api(ecommerceEndpoints.getProduct, { params: { id: slug }, signal }),
  })

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug))
}
