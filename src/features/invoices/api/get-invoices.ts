import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
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

/**
 * For the menu's Preview and Edit links, which carry no id: goes to the
 * newest invoice (the list's first). With no invoices at all it returns, and
 * the page says so.
 */
export async function redirectToNewestInvoice(queryClient: QueryClient, to: 'preview' | 'edit') {
  const { invoices } = await queryClient.fetchQuery(invoicesQueryOptions({ perPage: 1 }))
  const newest = invoices[0]
  if (!newest) return
  throw redirect({
    to: to === 'preview' ? '/apps/invoice/preview/$id' : '/apps/invoice/edit/$id',
    params: { id: String(newest.id) },
    replace: true,
  })
}
