import { createFileRoute } from '@tanstack/react-router'
import { invoiceQueryOptions } from '@/features/invoices/api/get-invoice'
import { InvoiceEditPage } from '@/features/invoices/components/invoice-edit-page'
import { InvoiceNotFound } from '@/features/invoices/components/invoice-not-found'
import { loadRecord, recordIdParams } from '../../../../../record-route'

export const Route = createFileRoute('/_app/apps/invoice/edit/$id')({
  staticData: { ns: ['invoices'] },
  params: recordIdParams,
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadRecord(queryClient, invoiceQueryOptions(id), { id }),
  notFoundComponent: InvoiceNotFound,
  component: InvoiceEditRoute,
})

function InvoiceEditRoute() {
  const { id } = Route.useParams()
  return <InvoiceEditPage key={id} id={id} />
}
