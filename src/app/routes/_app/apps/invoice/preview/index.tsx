import { createFileRoute } from '@tanstack/react-router'
import { NoInvoices } from '@/features/invoices/components/invoice-not-found'
import { redirectToNewestInvoice } from '@/features/invoices/api/get-invoices'
import { requireAbility } from '../../../../../guards'

/** The menu's "Preview" without an id: the newest invoice. */
export const Route = createFileRoute('/_app/apps/invoice/preview/')({
  beforeLoad: requireAbility('read', 'Invoice'),
  loader: ({ context }) => redirectToNewestInvoice(context.queryClient, 'preview'),
  component: NoInvoices,
})
