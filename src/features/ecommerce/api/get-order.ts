import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { ecommerceEndpoints } from '@/contract/ecommerce'
import { api } from '@/lib/api-client'
import { ecommerceRootKey } from './keys'

/** One placed order, or a 404 ApiError; the route's loader and the page read the same query. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ecommerceRootKey, 'order', id],
    queryFn: ({ signal }) => api(ecommerceEndpoints.getOrder, { params: { id }, signal }),
  })

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id))
}

/** The newest order's id, for the menu's order link; none before the first order. */
export async function newestOrderId(queryClient: QueryClient): Promise<number | undefined> {
  const { orders } = await queryClient.fetchQuery({
    queryKey: [...ecommerceRootKey, 'orders'],
    queryFn: ({ signal }) => api(ecommerceEndpoints.listOrders, { signal }),
  })
  return orders[0]?.id
}
