import { queryOptions, useQuery } from '@tanstack/react-query'
import { invoiceEndpoints } from '@/contract/invoices'
import { api } from '@/lib/api-client'

/** The clients an invoice may be billed to. */
export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: ['invoices', 'clients'],
    queryFn: ({ signal }) => api(invoiceEndpoints.listInvoiceClients, { signal }),
    select: (data) => data.clients,
    staleTime: 5 * 60_000,
  })

export function useClients() {
  return useQuery(clientsQueryOptions())
}
