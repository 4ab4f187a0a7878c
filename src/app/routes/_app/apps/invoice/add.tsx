import { createFileRoute } from '@tanstack/react-router'
import { InvoiceAddPage } from '@/features/invoices/components/invoice-edit-page'

export const Route = createFileRoute('/_app/apps/invoice/add')({
  staticData: { ns: ['invoices'] },
  component: InvoiceAddPage,
})
