import { createFileRoute } from '@tanstack/react-router'
import { invoiceQueryOptions } from '@/features/invoices/api/get-invoice'
import { InvoicePrintPage } from '@/features/invoices/components/invoice-print-page'
import { InvoiceNotFound } from '@/features/invoices/components/invoice-not-found'
import { loadRecord, recordIdParams } from '../../../../record-route'
import { requireAbility, requireSignedIn } from '../../../../guards'

/** The print view: outside the shell (no menu or navbar), but it still needs a session. */
export const Route = createFileRoute('/apps/invoice/print/$id')({
  beforeLoad: async ({ location }) => {
    await requireSignedIn(location)
    requireAbility('read', 'Invoice')
  },
  // Outside the shell, so it names the shell's strings (a load error's) and the messages too.
  staticData: { ns: ['invoices', 'shell', 'messages'] },
  params: recordIdParams,
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadRecord(queryClient, invoiceQueryOptions(id), { id }),
  notFoundComponent: InvoiceNotFound,
  component: InvoicePrintRoute,
})

function InvoicePrintRoute() {
  const { id } = Route.useParams()
  return <InvoicePrintPage id={id} />
}
