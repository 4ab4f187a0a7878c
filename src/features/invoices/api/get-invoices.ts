import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { invoiceEndpoints, type InvoicesQuery } from '@/contract/invoices'
import { api } from '@/lib/api-client'

/** Every invoice query of the app (lists and single invoices): what a change invalidates. */
export const invoicesRootKey = ['invoices'] as const
/** Every invoice list the page has asked for, whatever the filter. */
export const invoiceListsKey = [...invoicesRootKey, 'list'] as const

/** The invoices of one search, status and page. */
export const invoicesQueryOptions = (query: InvoicesQuery) =>
  queryOptions({
    queryKey: [...invoiceListsKey, query],
    queryFn: ({ signal }) => api(invoiceEndpoints.listInvoices, { query, signal }),
  })

export function useInvoices(query: InvoicesQuery) {
  // While the next page or filter loads, the rows on screen stay (dimmed) instead of a skeleton.
  return useQuery({ ...invoicesQueryOptions(query), placeholderData: keepPreviousData })
}

/** The newest invoice's id (the list's first), for the menu's Preview and Edit links; none without invoices. */
export async function newestInvoiceId(queryClient: QueryClient): Promise<number | undefined> {
  const { invoices } = await queryClient.fetchQuery(invoicesQueryOptions({ perPage: 1 }))
  return invoices[0]?.id
}
