import i18next from 'i18next'
import { jsPDF } from 'jspdf'
import type { Invoice, PaymentDetails } from '@/contract/invoices'
import { formatDay, formatLocale, formatMoney } from '@/lib/format'
import { amountsOf, issuerAddress, linesOf, type InvoiceIssuer } from './invoice-export'
import { formatBalance, formatRate, isSettled } from './money'

// An A4 page in millimetres, the text in Helvetica (a font every PDF reader has, so none is embedded).
const PAGE_WIDTH = 210
const PAGE_HEIGHT = 297
const MARGIN = 18
const RIGHT = PAGE_WIDTH - MARGIN
const TEXT = '#212529'
const DIMMED = '#6b7280'
const RULE = '#dee2e6'
const HEADER_FILL = '#f1f3f5'
/** Millimetres per line of 10 pt text. */
const LINE = 5

/** The characters of Windows-1252 above Latin-1's control range that Helvetica draws as themselves. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * Text Helvetica can draw: a character beyond Windows-1252 loses its accents ("Ł" has none to
 * lose and becomes "?"), and a space of its own (the narrow no-break space Intl writes in a French
 * amount, `1 024,50 $`) becomes a no-break space. jsPDF would otherwise write the whole line as
 * two-byte garbage.
 */
export function pdfText(text: string): string {
  return [...text]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(char)) return char
      if (/\s/.test(char)) return '\u00a0'
      const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
      return bare.length === 1 && bare.charCodeAt(0) <= 0xff ? bare : '?'
    })
    .join('')
}

/**
 * The brand mark as the navbar draws it (src/components/brand.tsx): the kitchen tools icon
 * (Tabler's tools-kitchen-2, a 24-unit drawing) in white on a rounded square of the brand colour.
 */
function drawMark(doc: jsPDF, x: number, y: number, size: number, color: string) {
  doc.setFillColor(color)
  doc.roundedRect(x, y, size, size, size / 5, size / 5, 'F')
  const unit = (size * 0.5) / 24
  const left = x + size * 0.25
  const top = y + size * 0.25
  const at = (px: number, py: number): [number, number] => [left + px * unit, top + py * unit]
  const k = 0.5523 * 3 // a quarter circle of radius 3 as a cubic curve
  doc.setDrawColor('#ffffff')
  doc.setLineWidth(2 * unit)
  doc.setLineCap('round')
  doc.setLineJoin('round')
  // The knife's blade, its handle, then the fork's handle and its tines (a half circle below).
  doc.lines(
    [
      [0, 12],
      [-5, 0],
      [-0.023, -3.681, 0.184, -7.406, 5, -12],
    ],
    ...at(19, 3),
    [unit, unit],
    'S',
    true,
  )
  doc.lines(
    [
      [0, 6],
      [-1, 0],
      [0, -3],
    ],
    ...at(19, 15),
    [unit, unit],
    'S',
  )
  doc.lines([[0, 17]], ...at(8, 4), [unit, unit], 'S')
  doc.lines(
    [
      [0, 3],
      [0, k, 3 - k, 3, 3, 3],
      [k, 0, 3, k - 3, 3, -3],
      [0, -3],
    ],
    ...at(5, 4),
    [unit, unit],
    'S',
  )
}

/**
 * The invoice as a PDF: the same document the preview shows (components/invoice-document.tsx):
 * the sender with the brand, the invoice number, dates and status, the client, where to pay, the
 * lines, the totals and the note, in the user's language (the `invoices` namespace, which every
 * invoice page loads). Lines that do not fit go on to further pages.
 */
export function invoicePdf(invoice: Invoice, payment: PaymentDetails, issuer: InvoiceIssuer) {
  const t = i18next.getFixedT(null, 'invoices')
  const doc = new jsPDF({ unit: 'mm', format: 'a4', putOnlyUsedFonts: true })
  const title = t('document.title', { id: invoice.id })
  doc.setProperties({ title: pdfText(`${title} - ${issuer.name}`), author: pdfText(issuer.name) })

  const write = (
    text: string,
    x: number,
    y: number,
    { size = 10, bold = false, color = TEXT, align = 'left' as 'left' | 'right' } = {},
  ) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal')
    doc.setFontSize(size)
    doc.setTextColor(color)
    doc.text(pdfText(text), x, y, { align })
  }
  /** `text` in lines no wider than `width`, in the regular font. */
  const wrap = (text: string, width: number, size = 10): string[] => {
    doc.setFont('helvetica', 'normal')
    doc.setFontSize(size)
    return doc.splitTextToSize(pdfText(text), width) as string[]
  }
  const rule = (y: number) => {
    doc.setDrawColor(RULE)
    doc.setLineWidth(0.3)
    doc.line(MARGIN, y, RIGHT, y)
  }

  // The sender, with the brand mark, and the invoice's number, dates and status.
  const mark = 11
  drawMark(doc, MARGIN, MARGIN, mark, issuer.color)
  write(issuer.name, MARGIN + mark + 3, MARGIN + 7.6, { size: 16, bold: true })
  let senderY = MARGIN + mark + 6
  for (const line of issuerAddress) {
    write(line, MARGIN, senderY, { size: 9, color: DIMMED })
    senderY += 4.5
  }
  write(title, RIGHT, MARGIN + 7.6, { size: 16, bold: true, align: 'right' })
  let detailsY = MARGIN + mark + 6
  for (const [term, value] of [
    [t('document.dateIssued'), formatDay(invoice.issuedDate)],
    [t('document.dueDate'), formatDay(invoice.dueDate)],
    [t('document.status'), t(`status.${invoice.invoiceStatus}`)],
  ] as const) {
    write(term, RIGHT - 62, detailsY, { size: 9, color: DIMMED })
    write(value, RIGHT, detailsY, { size: 9, bold: true, align: 'right' })
    detailsY += 4.5
  }
  let y = Math.max(senderY, detailsY) + 2
  rule(y)
  y += 8

  // Who pays, and where to.
  const column = (PAGE_WIDTH - 2 * MARGIN) / 2
  const paymentX = MARGIN + column + 2
  write(t('document.invoiceTo'), MARGIN, y, { size: 11, bold: true })
  write(t('document.paymentDetails'), paymentX, y, { size: 11, bold: true })
  let clientY = y + 6.5
  const { client } = invoice
  write(client.name, MARGIN, clientY, { bold: true })
  clientY += LINE
  for (const field of [
    client.company,
    client.address,
    client.country,
    client.contact,
    client.companyEmail,
  ]) {
    for (const line of wrap(field, column - 4)) {
      write(line, MARGIN, clientY)
      clientY += LINE
    }
  }
  let paymentY = y + 6.5
  const paymentTerms = [
    [t('document.totalDue'), formatMoney(payment.totalDue), true],
    [t('document.bankName'), payment.bankName, false],
    [t('document.country'), payment.country, false],
    [t('document.iban'), payment.iban, false],
    [t('document.swiftCode'), payment.swiftCode, false],
  ] as const
  // The values line up after the longest term, which is longer in some languages.
  doc.setFont('helvetica', 'normal')
  doc.setFontSize(10)
  const valueX =
    paymentX + Math.max(...paymentTerms.map(([term]) => doc.getTextWidth(pdfText(term)))) + 3
  for (const [term, value, strong] of paymentTerms) {
    write(term, paymentX, paymentY)
    write(value, valueX, paymentY, { bold: strong })
    paymentY += LINE
  }
  y = Math.max(clientY, paymentY) + 5

  // The lines, with their header again at the top of each further page.
  const qtyX = RIGHT - 62
  const priceX = RIGHT - 32
  const itemWidth = qtyX - 14 - (MARGIN + 2)
  const header = () => {
    doc.setFillColor(HEADER_FILL)
    doc.rect(MARGIN, y, RIGHT - MARGIN, 8, 'F')
    for (const [label, x, align] of [
      ['item', MARGIN + 2, 'left'],
      ['quantity', qtyX, 'right'],
      ['price', priceX, 'right'],
      ['amount', RIGHT - 2, 'right'],
    ] as const)
      write(t(`document.${label}`).toLocaleUpperCase(formatLocale()), x, y + 5.4, {
        size: 8,
        bold: true,
        color: DIMMED,
        align,
      })
    y += 8
  }
  const roomFor = (height: number) => {
    if (y + height <= PAGE_HEIGHT - MARGIN) return false
    doc.addPage()
    y = MARGIN
    return true
  }
  header()
  for (const line of linesOf(invoice)) {
    const description = wrap(line.description, itemWidth)
    const height = description.length * LINE + 3
    if (roomFor(height)) header()
    const baseline = y + 5.5
    description.forEach((text, index) => write(text, MARGIN + 2, baseline + index * LINE))
    write(String(line.quantity), qtyX, baseline, { align: 'right' })
    write(formatMoney(line.price), priceX, baseline, { align: 'right' })
    write(formatMoney(line.quantity * line.price), RIGHT - 2, baseline, { align: 'right' })
    y += height
    rule(y)
  }

  // The totals, right-aligned under the amounts.
  const amounts = amountsOf(invoice)
  const totals: [string, string, boolean][] = [
    [t('document.subtotal'), formatMoney(amounts.subtotal), false],
    [
      invoice.discount
        ? t('document.discountRate', { rate: formatRate(invoice.discount) })
        : t('document.discount'),
      formatMoney(-amounts.discount),
      false,
    ],
    [
      invoice.tax ? t('document.taxRate', { rate: formatRate(invoice.tax) }) : t('document.tax'),
      formatMoney(amounts.tax),
      false,
    ],
    [t('document.total'), formatMoney(amounts.total), true],
    [
      t('document.balance'),
      isSettled(invoice.balance) ? t('status.Paid') : formatBalance(invoice.balance),
      false,
    ],
  ]
  y += 4
  roomFor(totals.length * 6 + 4)
  for (const [term, value, strong] of totals) {
    y += 6
    if (strong) {
      doc.setDrawColor(RULE)
      doc.line(RIGHT - 62, y - 4.5, RIGHT, y - 4.5)
    }
    write(term, RIGHT - 62, y, { bold: strong })
    write(value, RIGHT - 2, y, { bold: strong, align: 'right' })
  }

  // The note, across the page.
  if (invoice.note) {
    y += 8
    roomFor(LINE + 5)
    rule(y)
    y += 7
    write(t('document.note'), MARGIN, y, { bold: true })
    y += LINE
    for (const line of wrap(invoice.note, RIGHT - MARGIN)) {
      roomFor(LINE)
      write(line, MARGIN, y)
      y += LINE
    }
  }

  // A longer invoice says on each page which one it is and where in it.
  const pageCount = doc.getNumberOfPages()
  if (pageCount > 1)
    for (let page = 1; page <= pageCount; page += 1) {
      doc.setPage(page)
      const footer = t('pdf.page', { id: invoice.id, page, count: pageCount })
      write(footer, RIGHT, PAGE_HEIGHT - 10, { size: 8, color: DIMMED, align: 'right' })
    }
  return doc.output('blob')
}
