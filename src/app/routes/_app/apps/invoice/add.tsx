import { createFileRoute } from '@tanstack/react-router'
import { InvoiceAddPage } from '@/features/invoices/components/invoice-edit-page'
import { requireAbility } from '../../../../guards'

export const Route = createFileRoute('/_app/apps/invoice/add')({
  beforeLoad: requireAbility('create', 'Invoice'),
  component: InvoiceAddPage,
})
