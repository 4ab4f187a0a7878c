import type { Invoice, PaymentDetails } from '@/contract/invoices'
import { formatMoneyIn } from '@/contract/money'
import { invoicePdf, pdfText } from './invoice-pdf'

const invoice: Invoice = {
  id: 5011,
  issuedDate: '2030-05-01',
  dueDate: '2030-05-31',
  client: {
    name: 'Amélie Müller',
    company: 'Gasthof Adler',
    companyEmail: 'amelie@gasthofadler.example',
    country: 'Germany',
    contact: '+49 600000000',
    address: 'Lindenstraße 4, 10117 Berlin',
  },
  service: 'Menu design',
  total: 270.54,
  avatar: '',
  invoiceStatus: 'Sent',
  balance: '$270.54',
  items: [
    { description: 'Menu design', quantity: 2, price: 100 },
    { description: 'Printing', quantity: 1, price: 50.5 },
  ],
  discount: 10,
  tax: 20,
  note: 'Thank you for your business.',
}

const payment: PaymentDetails = {
  totalDue: 270.54,
  bankName: 'Banca Tavola',
  country: 'Italy',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  swiftCode: 'BTAVITMM',
}

const issuer = { name: 'Tavola', color: '#b33f12' }

/** The PDF as text: jsPDF writes its text uncompressed, each line a `(string) Tj`, in Windows-1252. */
async function pdfOf(of: Invoice) {
  const bytes = new Uint8Array(await invoicePdf(of, payment, issuer).arrayBuffer())
  return new TextDecoder('windows-1252').decode(bytes)
}

const pages = (pdf: string) => pdf.match(/\/Type \/Page\b/g)?.length ?? 0

/** How a line of text is written: a string (with its parentheses escaped) shown with `Tj`. */
const shown = (text: string) => `(${text.replace(/[()\\]/g, '\\$&')}) Tj`

describe('invoicePdf', () => {
  it('holds what the preview shows: sender, number, dates, client, payment, lines, totals, note', async () => {
    const pdf = await pdfOf(invoice)
    expect(pdf.startsWith('%PDF-')).toBe(true)
    for (const text of [
      'Tavola',
      'Via Torino 12',
      '20123 Milan, Italy',
      'Invoice #5011',
      'May 1, 2030',
      'May 31, 2030',
      'Sent',
      'Amélie Müller',
      'Lindenstraße 4, 10117 Berlin',
      'amelie@gasthofadler.example',
      'BTAVITMM',
      'Menu design',
      '$200.00',
      'Printing',
      '$250.50',
      'Discount (10%):',
      '-$25.05',
      'Tax (20%):',
      '$45.09',
      '$270.54',
      'Thank you for your business.',
    ])
      expect(pdf, text).toContain(shown(text))
    expect(pages(pdf)).toBe(1)
    expect(pdf).not.toContain('page 1 of')
    expect(pdf).toContain('/Title (Invoice #5011 - Tavola)')
  })

  it('shows a settled balance as Paid and leaves out a missing note', async () => {
    const { note: _note, ...rest } = invoice
    const pdf = await pdfOf({ ...rest, balance: 0, invoiceStatus: 'Paid' })
    expect(pdf).toContain(shown('Paid'))
    expect(pdf).not.toContain(shown('Note:'))
  })

  it('goes on to further pages when the lines do not fit on one', async () => {
    const items = Array.from({ length: 50 }, (_, index) => ({
      description: `Line ${String(index + 1)}`,
      quantity: 1,
      price: 10,
    }))
    const pdf = await pdfOf({ ...invoice, items })
    expect(pages(pdf)).toBeGreaterThan(1)
    // Each page's drawing is a stream of its own: every page with lines has their header.
    const withLines = pdf.split('endstream').filter((stream) => stream.includes('(Line '))
    expect(withLines.length).toBeGreaterThan(1)
    for (const stream of withLines) expect(stream).toContain(shown('ITEM'))
    expect(withLines.at(-1)).toContain(shown('Line 50'))
    expect(pdf).toContain(shown(`Invoice #5011 · page 2 of ${String(pages(pdf))}`))
  })
})

describe('pdfText', () => {
  it('keeps Windows-1252 text and drops the accents Helvetica cannot draw', () => {
    expect(pdfText('Amélie “Café” – €5')).toBe('Amélie “Café” – €5')
    expect(pdfText('Dvořák Ťapák')).toBe('Dvorák Tapák')
    expect(pdfText('Łódź 東京')).toBe('?ódz ??')
  })

  it('writes the spaces Helvetica lacks as no-break spaces, as in a French amount', () => {
    // Intl groups French thousands with a narrow no-break space (U+202F).
    expect(pdfText(formatMoneyIn('fr', 1024.5))).toBe('1\u00a0024,50\u00a0$US')
    expect(pdfText('9\u2009h')).toBe('9\u00a0h')
  })
})
