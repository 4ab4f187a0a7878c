import { queryOptions, useQuery } from '@tanstack/react-query'
import { pricingEndpoints } from '@/contract/pricing'
import { api } from '@/lib/api-client'

/** The plans, their FAQ and the signed-in account's plan. */
export const pricingQueryOptions = () =>
  queryOptions({
    queryKey: ['pricing', 'data'],
    queryFn: ({ signal }) => api(pricingEndpoints.getPricing, { signal }),
  })

export function usePricing() {
  return useQuery(pricingQueryOptions())
}
