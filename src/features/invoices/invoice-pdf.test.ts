import i18next from 'i18next'
import type { Invoice, PaymentDetails } from '@/contract/invoices'
import { formatMoneyIn } from '@/contract/money'
import de from '@/lib/locales/de/invoices.json'
import en from '@/lib/locales/en/invoices.json'
import fr from '@/lib/locales/fr/invoices.json'
import pt from '@/lib/locales/pt/invoices.json'
import { invoicePdf, pdfText } from './invoice-pdf'

// The PDF speaks the active language, from the `invoices` catalogue.
const catalogues = { en, de, fr, pt }
beforeAll(() =>
  i18next.init({
    lng: 'en',
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([lang, invoices]) => [lang, { invoices }]),
    ),
    fallbackLng: false,
    interpolation: { escapeValue: false },
  }),
)
afterEach(() => i18next.changeLanguage('en'))

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

/** Windows-1252's characters for the bytes 0x80 to 0x9f (the five it leaves out as themselves). */
const WIN_ANSI_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ'

/**
 * The PDF as text: jsPDF writes its text uncompressed, each line a `(string) Tj`, in Windows-1252.
 * Decoded byte by byte: Node's decoder without full ICU reads 0x80 to 0x9f (’ “ ” – €) as Latin-1.
 */
async function pdfOf(of: Invoice) {
  const bytes = new Uint8Array(await invoicePdf(of, payment, issuer).arrayBuffer())
  return Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH.charAt(byte - 0x80) : String.fromCharCode(byte),
  ).join('')
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

describe('invoicePdf in other languages', () => {
  /** Every text of a catalogue, flattened. */
  const texts = (catalogue: object): string[] =>
    Object.values(catalogue).flatMap((value: unknown) =>
      typeof value === 'string' ? [value] : texts(value as object),
    )

  it.each(['de', 'fr', 'pt'] as const)(
    'Helvetica draws every %s text of the invoice as it is written',
    (lang) => {
      for (const text of texts(catalogues[lang])) expect(pdfText(text), text).toBe(text)
    },
  )

  it('writes German, with its umlauts, ß, dates, rates and amounts', async () => {
    await i18next.changeLanguage('de')
    const pdf = await pdfOf({
      ...invoice,
      invoiceStatus: 'Past Due',
      note: 'Schöne Grüße aus der Küche, bis übermorgen.',
    })
    for (const text of [
      'Rechnung Nr. 5011',
      'Rechnungsdatum:',
      '1. Mai 2030',
      'Fälligkeitsdatum:',
      'Überfällig',
      'Rechnung an:',
      'Zahlungsdetails:',
      'Fälliger Betrag:',
      'Lindenstraße 4, 10117 Berlin',
      'POSITION',
      'MENGE',
      'PREIS',
      'BETRAG',
      '200,00\u00a0$',
      'Zwischensumme:',
      'Rabatt (10\u00a0%):',
      'Steuer (20\u00a0%):',
      'Gesamtbetrag:',
      'Offener Betrag:',
      'Anmerkung:',
      'Schöne Grüße aus der Küche, bis übermorgen.',
    ])
      expect(pdf, text).toContain(shown(text))
    expect(pdf).toContain('/Title (Rechnung Nr. 5011 - Tavola)')
    expect(pdf).not.toMatch(/\((Invoice to|Due date|Subtotal|ITEM|QTY)\b/)
  })

  it('writes French, with its accents, ç, « » and the no-break spaces before a colon', async () => {
    await i18next.changeLanguage('fr')
    const items = Array.from({ length: 50 }, (_, index) => ({
      description: `Ligne ${String(index + 1)}`,
      quantity: 1,
      price: 10,
    }))
    const pdf = await pdfOf({
      ...invoice,
      items,
      invoiceStatus: 'Paid',
      balance: 0,
      note: 'Merci pour ce « déjeuner à la française » : très réussi, garçon.',
    })
    for (const text of [
      'Facture n° 5011',
      'Date d’émission\u00a0:',
      'Date d’échéance\u00a0:',
      'Détails du paiement\u00a0:',
      'Montant dû\u00a0:',
      'Payée',
      'ARTICLE',
      'QTÉ',
      'Remise (10\u00a0%)\u00a0:',
      'Solde\u00a0:',
      'Merci pour ce « déjeuner à la française » : très réussi, garçon.',
      'Facture n° 5011 · page 2 sur 3',
    ])
      expect(pdf, text).toContain(shown(text))
  })

  it('writes European Portuguese, with its ã, õ and ç', async () => {
    await i18next.changeLanguage('pt')
    const pdf = await pdfOf({
      ...invoice,
      invoiceStatus: 'Sent',
      note: 'Opções de refeição e ação.',
    })
    for (const text of [
      'Fatura n.º 5011',
      'Data de emissão:',
      'Data de vencimento:',
      'Enviada',
      'Faturar a:',
      'Dados de pagamento:',
      'ARTIGO',
      'QTD.',
      'PREÇO',
      // Portugal writes a percentage without a space.
      'Desconto (10%):',
      'Imposto (20%):',
      'Opções de refeição e ação.',
    ])
      expect(pdf, text).toContain(shown(text))
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
