import { createFileRoute, redirect } from '@tanstack/react-router'
import { newestInvoiceId } from '@/features/invoices/api/get-invoices'
import { NoInvoices } from '@/features/invoices/components/invoice-not-found'
import { redirectToFirst } from '../../../../../record-route'

/** The menu's "Preview" without an id: the newest invoice. */
export const Route = createFileRoute('/_app/apps/invoice/preview/')({
  staticData: { ns: ['invoices'] },
  loader: ({ context }) =>
    redirectToFirst(
      () => newestInvoiceId(context.queryClient),
      (id) => redirect({ to: '/apps/invoice/preview/$id', params: { id }, replace: true }),
    ),
  component: NoInvoices,
})
