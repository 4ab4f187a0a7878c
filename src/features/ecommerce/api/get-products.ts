import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ecommerceEndpoints, type ProductsQuery } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** The products of one search, filter set and page. */
export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: [...ecommerceRootKey, 'products', query],
    queryFn: ({ signal }) => api(ecommerceEndpoints.listProducts, { query, signal }),
  })

export function useProducts(query: ProductsQuery) {
  // While the next page or filter loads, the cards on screen stay instead of a skeleton.
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData })
}
