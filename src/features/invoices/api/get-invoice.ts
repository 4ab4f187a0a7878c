import { queryOptions, useQuery } from '@tanstack/react-query'
import { invoiceDetailsResponseSchema } from '@/contract/invoices'
import { apiRequest } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** `GET /api/invoice/invoices/{id}`: the invoice and where to pay it. */
export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...invoicesRootKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/invoice/invoices/${String(id)}`, {
        schema: invoiceDetailsResponseSchema,
        signal,
      }),
  })

export function useInvoice(id: number) {
  return useQuery(invoiceQueryOptions(id))
}
