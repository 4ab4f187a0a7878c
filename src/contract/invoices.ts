import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import type { Examples } from './example'
import {
  invoiceSortKeySchema,
  invoiceStatusSchema,
  INVOICES_PER_PAGE,
  INVOICES_PER_PAGE_MAX,
  type InvoiceSortKey,
  type InvoiceStatus,
} from './invoice-values'
import { formatMoneyIn } from './money'
import { pathIdSchema } from './path-id'
import { sortOrderSchema, type SortOrder } from './sort-order'

// Kept in their own module so the invoices' URL schema stays small (route search schemas load with the app's entry).
export {
  invoiceSortKeys,
  invoiceSortKeySchema,
  invoiceStatuses,
  invoiceStatusSchema,
  INVOICES_PER_PAGE,
  INVOICES_PER_PAGE_MAX,
  type InvoiceSortKey,
  type InvoiceStatus,
} from './invoice-values'

export const INVOICE_ITEMS_MAX = 50
export const INVOICE_NOTE_MAX = 2000
/** The largest amount a price, line or payment may be: keeps totals exact in cents. */
export const MONEY_MAX = 10_000_000

/** A dollar amount as text: `$724`, `-$205.75`, `$1,024.50`. */
export const MONEY_TEXT = /^-?\$?-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/

const id = z.number().check(z.int(), z.positive())
const text = (max: number, message = 'Required') =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max))

/**
 * A balance or amount as SPEC section 3 has it: a number, or a dollar string,
 * possibly negative. Turns either into a number of dollars; NaN for text that
 * is not an amount.
 */
export function parseMoney(value: number | string): number {
  if (typeof value === 'number') return value
  const trimmed = value.trim()
  if (!MONEY_TEXT.test(trimmed)) return Number.NaN
  const negative = trimmed.includes('-')
  const amount = Number(trimmed.replace(/[-$,]/g, ''))
  // -0 would print as "-$0.00".
  return negative && amount !== 0 ? -amount : amount
}

/**
 * Why a payment above the balance is refused (the mock's answer for `amount`, and the payment
 * form's own check): a payment settles what is owed, it does not make a credit.
 */
export function paymentAboveBalance(owed: number): string {
  return owed > 0
    ? `The balance is ${formatMoneyIn('en', owed)}: enter at most that`
    : 'Nothing is owed on this invoice'
}

/** Rounds to whole cents, the way every amount is kept. */
export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100
}

export const invoiceClientSchema = z.object({
  name: text(80, 'Choose a client'),
  company: text(120),
  companyEmail: z.email('Use a valid email'),
  country: text(60),
  contact: text(40),
  address: text(200),
})
export type InvoiceClient = z.infer<typeof invoiceClientSchema>

/** One line of an invoice (not in SPEC: added so invoices can be built and edited line by line). */
export const invoiceItemSchema = z.object({
  description: text(120, 'Describe the item'),
  quantity: z
    .number('Enter a quantity')
    .check(
      z.int('Use a whole number'),
      z.minimum(1, 'At least 1'),
      z.maximum(10_000, 'At most 10,000'),
    ),
  price: z
    .number('Enter a price')
    .check(z.minimum(0, 'Cannot be negative'), z.maximum(MONEY_MAX, 'Too large')),
})
export type InvoiceItem = z.infer<typeof invoiceItemSchema>

/** A percentage from 0 to 100 (discount and tax). */
const percent = z
  .number('Enter a percentage')
  .check(z.minimum(0, 'Cannot be negative'), z.maximum(100, 'At most 100'))

const day = (message: string) => z.iso.date(message)

/** An invoice; items, discount, tax and note are optional extras. */
export const invoiceSchema = z.object({
  id,
  /** The day it was issued, `YYYY-MM-DD`. */
  issuedDate: day('Choose the issue date'),
  client: invoiceClientSchema,
  service: z.string(),
  total: z.number(),
  /** The client's picture address; '' shows the initials. */
  avatar: z.string(),
  invoiceStatus: invoiceStatusSchema,
  /** What is still owed: a number or a dollar string (`"$724"`, `"-$205.75"`); 0 means paid. */
  balance: z.union([z.number(), z.string().check(z.regex(MONEY_TEXT))]),
  dueDate: day('Choose the due date'),
  items: z.optional(z.array(invoiceItemSchema)),
  /** Percent of the subtotal taken off. */
  discount: z.optional(percent),
  /** Percent added to the subtotal after the discount. */
  tax: z.optional(percent),
  note: z.optional(z.string().check(z.maxLength(INVOICE_NOTE_MAX))),
})
export type Invoice = z.infer<typeof invoiceSchema>

/** Payment details: where to pay, and what is due (a number of dollars). */
export const paymentDetailsSchema = z.object({
  totalDue: z.number(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
})
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>

const positiveInt = z.coerce.number().check(z.int('Use a whole number'), z.positive('At least 1'))

/** `listInvoices` query; unknown keys are ignored. */
export const invoicesQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(invoiceStatusSchema),
  perPage: z._default(
    z.coerce
      .number()
      .check(
        z.int('Use a whole number'),
        z.positive('At least 1'),
        z.maximum(INVOICES_PER_PAGE_MAX, `At most ${String(INVOICES_PER_PAGE_MAX)}`),
      ),
    INVOICES_PER_PAGE,
  ),
  page: z._default(positiveInt, 1),
  /**
   * Added to SPEC: the column to sort by, in `orderBy`'s direction (default `asc`). Invoices with
   * equal values stay newest first; without `sortBy` the list is newest first (SPEC section 9).
   */
  sortBy: z.optional(invoiceSortKeySchema),
  orderBy: z.optional(sortOrderSchema),
})
// A type, not an interface: the API client takes it as a plain record of query values.
export type InvoicesQuery = {
  q?: string
  status?: InvoiceStatus
  perPage?: number
  page?: number
  sortBy?: InvoiceSortKey
  orderBy?: SortOrder
}

/**
 * `allData` is every invoice matching `q` and `status`, in the list's order, before paging (so
 * `total === allData.length`); `invoices` is the page asked for.
 */
export const invoicesResponseSchema = z.object({
  allData: z.array(invoiceSchema),
  invoices: z.array(invoiceSchema),
  total: z.number(),
})
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>

export const invoiceResponseSchema = z.object({ invoice: invoiceSchema })
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>

export const invoiceDetailsResponseSchema = z.object({
  invoice: invoiceSchema,
  paymentDetails: paymentDetailsSchema,
})
export type InvoiceDetailsResponse = z.infer<typeof invoiceDetailsResponseSchema>

/** Every client an invoice may be billed to, by name (names are unique, whatever their case). */
export const clientsResponseSchema = z.object({ clients: z.array(invoiceClientSchema) })

/** `addInvoiceClient`: a client not billed yet, offered to every invoice from then on. */
export const addClientRequestSchema = z.strictObject({
  client: z.strictObject({ ...invoiceClientSchema.shape, name: text(80, 'Enter a name') }),
})
export const clientResponseSchema = z.object({ client: invoiceClientSchema })

/** Why a new client is refused: a client's name picks them out in the invoice form. */
export const clientNameTaken = 'A client with this name already exists'

/** `deleteInvoice`. */
export const deleteInvoiceQuerySchema = z.object({ id: positiveInt })

/**
 * What a person fills in to add or edit an invoice. The server computes
 * `total` (and the balance and service) from it; the status of a new invoice is Draft.
 */
const invoiceFields = {
  issuedDate: day('Choose the issue date'),
  dueDate: day('Choose the due date'),
  client: z.strictObject(invoiceClientSchema.shape),
  items: z
    .array(z.strictObject(invoiceItemSchema.shape))
    .check(
      z.minLength(1, 'Add at least one item'),
      z.maxLength(INVOICE_ITEMS_MAX, `At most ${String(INVOICE_ITEMS_MAX)} items`),
    ),
  discount: percent,
  tax: percent,
  note: z.string().check(z.maxLength(INVOICE_NOTE_MAX)),
}

const dueNotBeforeIssue = (invoice: { issuedDate: string; dueDate: string }) =>
  invoice.dueDate >= invoice.issuedDate

export const invoiceDraftSchema = z
  .strictObject(invoiceFields)
  .check(
    z.refine(dueNotBeforeIssue, { message: 'Due on or after the issue date', path: ['dueDate'] }),
  )
export type InvoiceDraft = z.infer<typeof invoiceDraftSchema>

/** `addInvoice`. */
export const addInvoiceRequestSchema = z.strictObject({ invoice: invoiceDraftSchema })

/** `updateInvoice`: the whole editable invoice, with its id. */
export const updateInvoiceRequestSchema = z.strictObject({
  invoice: z
    .strictObject({ id, ...invoiceFields })
    .check(
      z.refine(dueNotBeforeIssue, { message: 'Due on or after the issue date', path: ['dueDate'] }),
    ),
})
export type InvoiceUpdate = z.infer<typeof updateInvoiceRequestSchema>['invoice']

export const paymentMethods = ['Bank transfer', 'Card', 'Cash', 'Cheque'] as const

/** `addPayment`: takes `amount` off the balance. */
export const addPaymentRequestSchema = z.strictObject({
  id,
  amount: z
    .number('Enter an amount')
    .check(z.positive('Must be more than 0'), z.maximum(MONEY_MAX, 'Too large')),
  date: day('Choose the payment date'),
  method: z.enum(paymentMethods),
  note: z._default(z.string().check(z.maxLength(500)), ''),
})
export type AddPaymentRequest = z.input<typeof addPaymentRequestSchema>

/** `sendInvoice`. */
export const sendInvoiceRequestSchema = z.strictObject({
  id,
  to: z.email('Use a valid email'),
  subject: text(200, 'Enter a subject'),
  message: text(5000, 'Enter a message'),
})
export type SendInvoiceRequest = z.infer<typeof sendInvoiceRequestSchema>

/**
 * The statuses a person may give invoices (`setInvoiceStatus`); Partial Payment comes only from
 * a payment, which has an amount.
 */
export const settableInvoiceStatuses = [
  'Draft',
  'Sent',
  'Downloaded',
  'Past Due',
  'Paid',
] as const satisfies readonly InvoiceStatus[]
export type SettableInvoiceStatus = (typeof settableInvoiceStatuses)[number]

/** `setInvoiceStatus`: the invoices (a selection of the list) and their new status. */
export const setInvoiceStatusRequestSchema = z.strictObject({
  ids: z
    .array(id)
    .check(
      z.minLength(1, 'Choose at least one invoice'),
      z.maxLength(INVOICES_PER_PAGE_MAX, `At most ${String(INVOICES_PER_PAGE_MAX)} invoices`),
    ),
  status: z.enum(settableInvoiceStatuses),
})
export type SetInvoiceStatusRequest = z.infer<typeof setInvoiceStatusRequestSchema>

export const setInvoiceStatusResponseSchema = z.object({
  /** The invoices that now have the status, as they now are. */
  invoices: z.array(invoiceSchema),
  /** Paid and partly paid invoices asked to become Draft, Sent, Downloaded or Past Due: unchanged. */
  kept: z.array(id),
})
export type SetInvoiceStatusResponse = z.infer<typeof setInvoiceStatusResponseSchema>

export interface InvoiceTotals {
  subtotal: number
  discount: number
  tax: number
  total: number
}

/**
 * The totals of an invoice's lines: subtotal, the discount (percent of the
 * subtotal), tax (percent of what is left) and the total, each in whole cents.
 * Lines with a missing or non-finite quantity or price count as 0, so a
 * half-filled form still shows a total.
 */
export function invoiceTotals(
  items: readonly { quantity: number | string | null; price: number | string | null }[],
  discountPercent: number | string | null,
  taxPercent: number | string | null,
): InvoiceTotals {
  const num = (value: number | string | null) => {
    const parsed = typeof value === 'number' ? value : Number(value ?? 0)
    return Number.isFinite(parsed) ? parsed : 0
  }
  const subtotal = roundCents(
    items.reduce((sum, item) => sum + num(item.quantity) * num(item.price), 0),
  )
  const discount = roundCents((subtotal * num(discountPercent)) / 100)
  const tax = roundCents(((subtotal - discount) * num(taxPercent)) / 100)
  return { subtotal, discount, tax, total: roundCents(subtotal - discount + tax) }
}

export const invoiceEndpoints = endpoints('Invoices', {
  listInvoices: {
    method: 'get',
    path: '/apps/invoice/invoices',
    summary: 'Invoices, filtered, sorted and paged',
    query: invoicesQuerySchema,
    response: invoicesResponseSchema,
  },
  getInvoice: {
    method: 'get',
    path: '/api/invoice/invoices/:id',
    summary: 'One invoice with the payment details',
    params: { id: pathIdSchema },
    response: invoiceDetailsResponseSchema,
    errors: [404],
  },
  listInvoiceClients: {
    method: 'get',
    path: '/api/invoice/clients',
    summary: 'Clients to bill',
    response: clientsResponseSchema,
  },
  addInvoiceClient: {
    method: 'post',
    path: '/api/invoice/clients',
    summary: 'Add a client to bill',
    body: addClientRequestSchema,
    response: clientResponseSchema,
    status: 201,
    errors: [409],
  },
  addInvoice: {
    method: 'post',
    path: '/apps/invoice/add-invoice',
    summary: 'Create an invoice',
    body: addInvoiceRequestSchema,
    response: invoiceResponseSchema,
    status: 201,
  },
  updateInvoice: {
    method: 'post',
    path: '/apps/invoice/update-invoice',
    summary: 'Change an invoice',
    body: updateInvoiceRequestSchema,
    response: invoiceResponseSchema,
    errors: [404],
  },
  addPayment: {
    method: 'post',
    path: '/apps/invoice/add-payment',
    summary: 'Record a payment on an invoice',
    body: addPaymentRequestSchema,
    response: invoiceResponseSchema,
    errors: [404, 409],
  },
  sendInvoice: {
    method: 'post',
    path: '/apps/invoice/send-invoice',
    summary: 'Send an invoice by email',
    body: sendInvoiceRequestSchema,
    response: invoiceResponseSchema,
    errors: [404],
  },
  setInvoiceStatus: {
    method: 'post',
    path: '/apps/invoice/set-status',
    summary: 'Give invoices a status',
    body: setInvoiceStatusRequestSchema,
    response: setInvoiceStatusResponseSchema,
    errors: [404],
  },
  deleteInvoice: {
    method: 'delete',
    path: '/apps/invoice/delete',
    summary: 'Delete an invoice',
    query: deleteInvoiceQuerySchema,
    response: invoiceResponseSchema,
    errors: [404],
  },
})

const draft = {
  issuedDate: '2030-05-01',
  dueDate: '2030-05-31',
  client: {
    name: 'Giulia Rossi',
    company: 'Trattoria Sole',
    companyEmail: 'giulia.rossi@trattoriasole.example',
    country: 'Italy',
    contact: '+39 02 1234 5678',
    address: 'Via Roma 1, 20121 Milano',
  },
  items: [{ description: 'Menu design', quantity: 2, price: 100 }],
  discount: 10,
  tax: 20,
  note: 'Thanks',
}

/** A valid call of each endpoint (src/contract/example.ts). */
export const invoiceExamples = {
  listInvoices: {
    query: { q: 'sole', status: 'Paid', perPage: 10, page: 1, sortBy: 'total', orderBy: 'desc' },
    free: ['q'],
  },
  getInvoice: { params: { id: 4990 }, unknownId: '99999' },
  listInvoiceClients: {},
  addInvoiceClient: {
    body: {
      client: {
        name: 'Nuno Ferreira',
        company: 'Tasca do Nuno',
        companyEmail: 'nuno@tascadonuno.example',
        country: 'Portugal',
        contact: '+351 912 345 678',
        address: 'Rua das Flores 20, 1200-195 Lisbon',
      },
    },
  },
  addInvoice: { body: { invoice: draft } },
  updateInvoice: { body: { invoice: { id: 4990, ...draft } } },
  // A partly paid invoice: a payment may not exceed what is owed.
  addPayment: {
    body: { id: 4992, amount: 1, date: '2030-05-02', method: 'Card', note: 'Deposit' },
  },
  sendInvoice: {
    body: { id: 4990, to: 'someone@example.com', subject: 'Your invoice', message: 'Hello' },
  },
  // A Paid and a Past Due invoice: the Paid one keeps its status.
  setInvoiceStatus: { body: { ids: [4990, 4991], status: 'Sent' } },
  deleteInvoice: { query: { id: 4991 } },
} satisfies Examples<typeof invoiceEndpoints>
