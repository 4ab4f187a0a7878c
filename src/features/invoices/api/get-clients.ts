import { queryOptions, useQuery } from '@tanstack/react-query'
import { clientsResponseSchema } from '@/contract/invoices'
import { apiRequest } from '@/lib/api-client'

/** `GET /api/invoice/clients`: the clients an invoice may be billed to. */
export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: ['invoices', 'clients'],
    queryFn: ({ signal }) =>
      apiRequest('/api/invoice/clients', { schema: clientsResponseSchema, signal }),
    select: (data) => data.clients,
    staleTime: 5 * 60_000,
  })

export function useClients() {
  return useQuery(clientsQueryOptions())
}
