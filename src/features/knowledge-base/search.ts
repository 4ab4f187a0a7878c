// The knowledge base's URL state. Route search schemas load with the app's entry, so this
// module imports nothing heavier than zod.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'
import { CONTENT_SEARCH_MAX } from '@/contract/faq-values'

/** The landing page's search text; a value that does not parse is dropped. */
export const kbSearchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(CONTENT_SEARCH_MAX))), undefined),
  }),
)
export type KbSearch = z.infer<typeof kbSearchSchema>

/** Keeps the URL clean: a blank search is left out. */
export function cleanKbSearch(search: KbSearch): KbSearch {
  return { q: search.q?.trim() ? search.q : undefined }
}
