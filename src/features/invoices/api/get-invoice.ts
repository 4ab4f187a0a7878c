import { queryOptions, useQuery } from '@tanstack/react-query'
import { invoiceEndpoints } from '@/contract/invoices'
import { api } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** The invoice and where to pay it. */
export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...invoicesRootKey, 'detail', id],
    queryFn: ({ signal }) => api(invoiceEndpoints.getInvoice, { params: { id }, signal }),
  })

export function useInvoice(id: number) {
  return useQuery(invoiceQueryOptions(id))
}
