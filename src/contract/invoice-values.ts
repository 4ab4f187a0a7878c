import { z } from 'zod/mini'

/** SPEC section 3, "Invoice": the statuses an invoice may have. */
export const invoiceStatuses = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const
export const invoiceStatusSchema = z.enum(invoiceStatuses)
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>

/** Invoices are listed 10 to a page unless another size is asked for. */
export const INVOICES_PER_PAGE = 10
export const INVOICES_PER_PAGE_MAX = 100

/**
 * The columns `listInvoices` sorts by (`sortBy`): `client` is the client's name, `balance` its
 * amount (either form), `issuedDate` the day; text as a reader would (case aside).
 */
export const invoiceSortKeys = [
  'id',
  'invoiceStatus',
  'client',
  'total',
  'issuedDate',
  'balance',
] as const
export const invoiceSortKeySchema = z.enum(invoiceSortKeys)
export type InvoiceSortKey = z.infer<typeof invoiceSortKeySchema>
