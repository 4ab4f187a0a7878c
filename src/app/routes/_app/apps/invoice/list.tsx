import { createFileRoute } from '@tanstack/react-router'
import { InvoiceListPage } from '@/features/invoices/components/invoice-list-page'
import { invoiceListSearchSchema, type InvoiceListSearch } from '@/features/invoices/search'
import { useSearchPatch } from '../../../../use-search-patch'

export const Route = createFileRoute('/_app/apps/invoice/list')({
  validateSearch: invoiceListSearchSchema,
  staticData: { ns: ['invoices'] },
  component: InvoiceListRoute,
})

function InvoiceListRoute() {
  const search = Route.useSearch()
  const onSearchChange = useSearchPatch<InvoiceListSearch>(Route)
  return <InvoiceListPage search={search} onSearchChange={onSearchChange} />
}
