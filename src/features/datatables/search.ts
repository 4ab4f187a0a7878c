// The advanced table's URL state. Route search schemas load with the app's entry, so this
// module imports nothing heavier than zod and the shared constants.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'
import { DATATABLE_PER_PAGE, employeeSortPattern } from '@/contract/datatable-values'

/** The page sizes offered under the table (10 is the default). */
export const datatablePageSizes = [10, 25, 50, 100] as const

/**
 * `/datatables/advance`: search text, page, page size and sort
 * (`full_name:asc,salary:desc`). A value that does not parse is dropped, so a
 * hand-edited address never breaks the page; defaults are left out.
 */
export const advanceDatatableSearchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
    page: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
    perPage: z.catch(
      z.optional(
        z.coerce
          .number()
          .check(
            z.refine((n) => (datatablePageSizes as readonly number[]).includes(n), 'Page size'),
          ),
      ),
      undefined,
    ),
    sort: z.catch(z.optional(z.string().check(z.regex(employeeSortPattern))), undefined),
  }),
)
export type AdvanceDatatableSearch = z.infer<typeof advanceDatatableSearchSchema>

/** Keeps the URL clean: empty search, page 1 and the default page size are left out. */
export function cleanAdvanceSearch(search: AdvanceDatatableSearch): AdvanceDatatableSearch {
  return {
    ...search,
    q: search.q?.trim() ? search.q : undefined,
    page: search.page === 1 ? undefined : search.page,
    perPage: search.perPage === DATATABLE_PER_PAGE ? undefined : search.perPage,
    sort: search.sort || undefined,
  }
}
