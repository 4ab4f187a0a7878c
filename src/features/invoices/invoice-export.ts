import { invoiceTotals, type Invoice, type PaymentDetails } from '@/contract/invoices'

/** Who sends the invoice: the restaurant group's name and brand colour (`#rrggbb`). */
export interface InvoiceIssuer {
  name: string
  color: string
}

/** The sender's address on every invoice, below the restaurant group's name. */
export const issuerAddress = ['Via Torino 12', '20123 Milan, Italy', '+39 02 1234 5678']

/** The lines of an invoice; a SPEC-shaped invoice without lines is its service at its total. */
export function linesOf(invoice: Invoice) {
  return invoice.items?.length
    ? invoice.items
    : [{ description: invoice.service || 'Services', quantity: 1, price: invoice.total }]
}

/** The amounts an invoice shows: from its lines when it has them, else its total alone. */
export function amountsOf(invoice: Invoice) {
  if (!invoice.items?.length)
    return { subtotal: invoice.total, discount: 0, tax: 0, total: invoice.total }
  return {
    ...invoiceTotals(invoice.items, invoice.discount ?? 0, invoice.tax ?? 0),
    total: invoice.total,
  }
}

/**
 * Saves the invoice as `invoice-<id>.pdf`. The PDF library loads with the first download, in a
 * chunk of its own.
 */
export async function downloadInvoice(
  invoice: Invoice,
  payment: PaymentDetails,
  issuer: InvoiceIssuer,
) {
  const { invoicePdf } = await import('./invoice-pdf')
  const url = URL.createObjectURL(invoicePdf(invoice, payment, issuer))
  const link = document.createElement('a')
  link.href = url
  link.download = `invoice-${String(invoice.id)}.pdf`
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked a moment later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
