import type { NotFoundRouteProps } from '@tanstack/react-router'
import { RecordNotFound } from '@/components/record-not-found'

/** An invoice that does not exist (deleted, or a mistyped address): the invoice routes' not-found page. */
export function InvoiceNotFound({ data }: NotFoundRouteProps) {
  const id = (data as { id?: number } | undefined)?.id
  return (
    <RecordNotFound
      title="Invoice not found"
      message={`${id === undefined ? 'This invoice' : `Invoice #${String(id)}`} does not exist. It may have been deleted.`}
      back={{ to: '/apps/invoice/list', label: 'Back to the invoices' }}
    />
  )
}

/** Preview or edit without an id when there is no invoice at all. */
export function NoInvoices() {
  return (
    <RecordNotFound
      title="No invoices yet"
      message="There is no invoice to show."
      back={{ to: '/apps/invoice/add', label: 'Add an invoice' }}
    />
  )
}
