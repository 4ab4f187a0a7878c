import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { productsResponseSchema, type ProductsQuery } from '@/contract/ecommerce'
import { apiRequest } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** `GET /apps/ecommerce/products` for one search, filter set and page. */
export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: [...ecommerceRootKey, 'products', query],
    queryFn: ({ signal }) =>
      apiRequest('/apps/ecommerce/products', { query, schema: productsResponseSchema, signal }),
  })

export function useProducts(query: ProductsQuery) {
  // While the next page or filter loads, the cards on screen stay instead of a skeleton.
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData })
}
