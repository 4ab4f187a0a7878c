import { createFileRoute } from '@tanstack/react-router'
import { InvoicePreviewPage } from '@/features/invoices/components/invoice-preview-page'
import { requireAbility } from '../../../../../guards'

export const Route = createFileRoute('/_app/apps/invoice/preview/$id')({
  beforeLoad: requireAbility('read', 'Invoice'),
  component: InvoicePreviewRoute,
})

function InvoicePreviewRoute() {
  const { id } = Route.useParams()
  // Keyed, so moving to another invoice starts with closed drawers.
  return <InvoicePreviewPage key={id} id={Number(id)} />
}
