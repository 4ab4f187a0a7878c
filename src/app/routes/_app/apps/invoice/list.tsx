import { createFileRoute } from '@tanstack/react-router'
import { InvoiceListPage } from '@/features/invoices/components/invoice-list-page'
import { invoicesQueryOptions } from '@/features/invoices/api/get-invoices'
import {
  invoiceListQuery,
  invoiceListSearchSchema,
  type InvoiceListSearch,
} from '@/features/invoices/search'
import { loadListOnChange } from '../../../../list-route'
import { useSearchState } from '../../../../use-search-state'

/** The rows of a state of the list's address: what its loader waits for. */
const rows = (search: InvoiceListSearch) => invoicesQueryOptions(invoiceListQuery(search))

export const Route = createFileRoute('/_app/apps/invoice/list')({
  validateSearch: invoiceListSearchSchema,
  staticData: { ns: ['invoices'], heading: { key: 'invoices:list.title', size: 'h3' } },
  loaderDeps: ({ search }) => invoiceListQuery(search),
  loader: ({ cause, deps, context: { queryClient } }) =>
    loadListOnChange(cause, queryClient, invoicesQueryOptions(deps)),
  component: InvoiceListRoute,
})

function InvoiceListRoute() {
  const [search, onSearchChange] = useSearchState<InvoiceListSearch>(Route, undefined, rows)
  return <InvoiceListPage search={search} onSearchChange={onSearchChange} />
}
