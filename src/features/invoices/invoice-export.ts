import { invoiceTotals, type Invoice, type PaymentDetails } from '@/contract/invoices'
import { formatDay, formatMoney } from '@/lib/format'
import { formatBalance } from './money'

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char)

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

/** A self-contained HTML document of the invoice: what "Download" saves. */
export function invoiceHtml(invoice: Invoice, payment: PaymentDetails, issuer: string): string {
  const amounts = amountsOf(invoice)
  const rows = linesOf(invoice)
    .map(
      (line) =>
        `<tr><td>${escape(line.description)}</td><td class="n">${String(line.quantity)}</td><td class="n">${formatMoney(line.price)}</td><td class="n">${formatMoney(line.quantity * line.price)}</td></tr>`,
    )
    .join('')
  const { client } = invoice
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice #${String(invoice.id)} - ${escape(issuer)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;color:#222;max-width:800px;margin:2rem auto;padding:0 1rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}
.n{text-align:right}header{display:flex;justify-content:space-between}dl{display:grid;grid-template-columns:auto auto;gap:0 1rem;justify-content:end}dd{margin:0;text-align:right}</style>
</head><body>
<header><div><h1>${escape(issuer)}</h1></div><div><h2>Invoice #${String(invoice.id)}</h2>
<p>Issued ${formatDay(invoice.issuedDate)}<br>Due ${formatDay(invoice.dueDate)}<br>Status: ${escape(invoice.invoiceStatus)}</p></div></header>
<section><h3>Invoice to</h3><p>${escape(client.name)}<br>${escape(client.company)}<br>${escape(client.address)}<br>${escape(client.country)}<br>${escape(client.contact)}<br>${escape(client.companyEmail)}</p></section>
<section><h3>Payment details</h3><p>Total due: ${formatMoney(payment.totalDue)}<br>Bank: ${escape(payment.bankName)}<br>Country: ${escape(payment.country)}<br>IBAN: ${escape(payment.iban)}<br>SWIFT: ${escape(payment.swiftCode)}</p></section>
<table><thead><tr><th>Item</th><th class="n">Qty</th><th class="n">Price</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<dl><dt>Subtotal</dt><dd>${formatMoney(amounts.subtotal)}</dd><dt>Discount</dt><dd>${formatMoney(-amounts.discount)}</dd><dt>Tax</dt><dd>${formatMoney(amounts.tax)}</dd><dt><strong>Total</strong></dt><dd><strong>${formatMoney(amounts.total)}</strong></dd><dt>Balance</dt><dd>${formatBalance(invoice.balance)}</dd></dl>
${invoice.note ? `<p><strong>Note:</strong> ${escape(invoice.note)}</p>` : ''}
</body></html>
`
}

/** Saves the invoice as an HTML file through a Blob download. */
export function downloadInvoice(invoice: Invoice, payment: PaymentDetails, issuer: string) {
  const blob = new Blob([invoiceHtml(invoice, payment, issuer)], { type: 'text/html' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `invoice-${String(invoice.id)}.html`
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked a moment later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
