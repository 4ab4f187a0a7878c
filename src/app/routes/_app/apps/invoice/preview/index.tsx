import { createFileRoute } from '@tanstack/react-router'
import { NoInvoices } from '@/features/invoices/components/invoice-not-found'
import { redirectToNewestInvoice } from '@/features/invoices/api/get-invoices'

/** The menu's "Preview" without an id: the newest invoice. */
export const Route = createFileRoute('/_app/apps/invoice/preview/')({
  loader: ({ context }) => redirectToNewestInvoice(context.queryClient, 'preview'),
  component: NoInvoices,
})
