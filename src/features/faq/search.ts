// The FAQ page's URL state. Route search schemas load with the app's entry, so this
// module imports nothing heavier than zod and the enum values.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'
import { CONTENT_SEARCH_MAX, faqCategoryKeySchema } from '@/contract/faq-values'

/**
 * The search text and the chosen category. A value that does not parse is
 * dropped (the default), so a hand-edited address never breaks the page.
 */
export const faqSearchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(CONTENT_SEARCH_MAX))), undefined),
    category: z.catch(z.optional(faqCategoryKeySchema), undefined),
  }),
)
export type FaqSearch = z.infer<typeof faqSearchSchema>

/** Keeps the URL clean: a blank search is left out. */
export function cleanFaqSearch(search: FaqSearch): FaqSearch {
  return { ...search, q: search.q?.trim() ? search.q : undefined }
}
