// The URL state of the app's pages. Route search schemas load with the app's entry, so this
// module imports nothing heavier than zod and the enum values.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'
import {
  invoiceSortKeySchema,
  invoiceStatusSchema,
  INVOICES_PER_PAGE,
  INVOICES_PER_PAGE_MAX,
} from '@/contract/invoice-values'
import type { InvoicesQuery } from '@/contract/invoices'
import { sortOrderSchema } from '@/contract/sort-order'

/** The page sizes offered under the list (10 is the default). */
export const invoicePageSizes = [10, 25, 50, 100] as const

/**
 * The invoice list's URL state. A value that does not parse is dropped (the
 * default), so a hand-edited address never breaks the page; defaults are
 * left out of the URL.
 */
export const invoiceListSearchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
    status: z.catch(z.optional(invoiceStatusSchema), undefined),
    perPage: z.catch(
      z.optional(z.number().check(z.int(), z.positive(), z.maximum(INVOICES_PER_PAGE_MAX))),
      undefined,
    ),
    page: z.catch(z.optional(z.number().check(z.int(), z.positive())), undefined),
    /** The sorted column and its direction, as `listInvoices` takes them; none: newest first. */
    sortBy: z.catch(z.optional(invoiceSortKeySchema), undefined),
    orderBy: z.catch(z.optional(sortOrderSchema), undefined),
  }),
)
export type InvoiceListSearch = z.infer<typeof invoiceListSearchSchema>

/** The `listInvoices` query of a list address: what the page shows and its route loads. */
export function invoiceListQuery({
  q,
  status,
  sortBy,
  orderBy,
  page = 1,
  perPage = INVOICES_PER_PAGE,
}: InvoiceListSearch): InvoicesQuery {
  return { q, status, sortBy, orderBy, page, perPage }
}
