import { createFileRoute } from '@tanstack/react-router'
import { InvoicePrintPage } from '@/features/invoices/components/invoice-print-page'
import { requireAbility, requireSignedIn } from '../../../../guards'

/** The print view: outside the shell (no menu or navbar), but it still needs a session. */
export const Route = createFileRoute('/apps/invoice/print/$id')({
  beforeLoad: async ({ location }) => {
    await requireSignedIn(location)
    requireAbility('read', 'Invoice')
  },
  component: InvoicePrintRoute,
})

function InvoicePrintRoute() {
  const { id } = Route.useParams()
  return <InvoicePrintPage id={Number(id)} />
}
