import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
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

/** The shop's first (featured) product's slug, for the menu's Details link; none without products. */
export async function firstProductSlug(queryClient: QueryClient): Promise<string | undefined> {
  const { products } = await queryClient.fetchQuery(productsQueryOptions({ perPage: 1 }))
  return products[0]?.slug
}
