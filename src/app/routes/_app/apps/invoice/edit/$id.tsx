import { createFileRoute } from '@tanstack/react-router'
import { InvoiceEditPage } from '@/features/invoices/components/invoice-edit-page'

export const Route = createFileRoute('/_app/apps/invoice/edit/$id')({
  component: InvoiceEditRoute,
})

function InvoiceEditRoute() {
  const { id } = Route.useParams()
  return <InvoiceEditPage key={id} id={Number(id)} />
}
