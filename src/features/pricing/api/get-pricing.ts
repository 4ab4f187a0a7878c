import { queryOptions, useQuery } from '@tanstack/react-query'
import { pricingDataSchema } from '@/contract/pricing'
import { apiRequest } from '@/lib/api-client'

/** `GET /pricing/data`: the plans, their FAQ and the signed-in account's plan. */
export const pricingQueryOptions = () =>
  queryOptions({
    queryKey: ['pricing', 'data'],
    queryFn: ({ signal }) => apiRequest('/pricing/data', { schema: pricingDataSchema, signal }),
  })

export function usePricing() {
  return useQuery(pricingQueryOptions())
}
