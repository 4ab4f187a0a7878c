import { createFileRoute } from '@tanstack/react-router'
import { InvoicePreviewPage } from '@/features/invoices/components/invoice-preview-page'

export const Route = createFileRoute('/_app/apps/invoice/preview/$id')({
  component: InvoicePreviewRoute,
})

function InvoicePreviewRoute() {
  const { id } = Route.useParams()
  // Keyed, so moving to another invoice starts with closed drawers.
  return <InvoicePreviewPage key={id} id={Number(id)} />
}
