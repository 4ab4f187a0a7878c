import { createFileRoute } from '@tanstack/react-router'
import { InvoiceListPage } from '@/features/invoices/components/invoice-list-page'
import { invoiceListSearchSchema, type InvoiceListSearch } from '@/features/invoices/search'
import { requireAbility } from '../../../../guards'

export const Route = createFileRoute('/_app/apps/invoice/list')({
  validateSearch: invoiceListSearchSchema,
  beforeLoad: requireAbility('read', 'Invoice'),
  component: InvoiceListRoute,
})

function InvoiceListRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<InvoiceListSearch>, options?: { replace?: boolean }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace })
  return <InvoiceListPage search={search} onSearchChange={onSearchChange} />
}
