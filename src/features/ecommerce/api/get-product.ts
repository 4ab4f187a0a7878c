import { queryOptions, useQuery } from '@tanstack/react-query'
import { productResponseSchema } from '@/contract/ecommerce'
import { apiRequest } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** `GET /apps/ecommerce/products/{slug}`: the path takes an id or a slug (docs/api.md). */
export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...ecommerceRootKey, 'product', slug],
    queryFn: ({ signal }) =>
      apiRequest(`/apps/ecommerce/products/${encodeURIComponent(slug)}`, {
        schema: productResponseSchema,
        signal,
      }),
  })

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug))
}
