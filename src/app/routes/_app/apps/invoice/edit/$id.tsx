import { createFileRoute } from '@tanstack/react-router'
import { InvoiceEditPage } from '@/features/invoices/components/invoice-edit-page'
import { requireAbility } from '../../../../../guards'

export const Route = createFileRoute('/_app/apps/invoice/edit/$id')({
  beforeLoad: requireAbility('update', 'Invoice'),
  component: InvoiceEditRoute,
})

function InvoiceEditRoute() {
  const { id } = Route.useParams()
  return <InvoiceEditPage key={id} id={Number(id)} />
}
