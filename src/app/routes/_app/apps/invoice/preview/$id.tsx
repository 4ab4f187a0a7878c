import { createFileRoute } from '@tanstack/react-router'
import { invoiceQueryOptions } from '@/features/invoices/api/get-invoice'
import { InvoicePreviewPage } from '@/features/invoices/components/invoice-preview-page'
import { InvoiceNotFound } from '@/features/invoices/components/invoice-not-found'
import { loadRecord, recordIdParams } from '../../../../../record-route'

export const Route = createFileRoute('/_app/apps/invoice/preview/$id')({
  staticData: { ns: ['invoices'] },
  params: recordIdParams,
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadRecord(queryClient, invoiceQueryOptions(id), { id }),
  notFoundComponent: InvoiceNotFound,
  component: InvoicePreviewRoute,
})

function InvoicePreviewRoute() {
  const { id } = Route.useParams()
  // Keyed, so moving to another invoice starts with closed drawers.
  return <InvoicePreviewPage key={id} id={id} />
}
