// The icons page's URL state. Route search schemas load with the app's entry, so this module
// imports nothing but zod.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'

/** `q`: the search text; left out of the URL when empty. */
export const iconsSearchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(60))), undefined),
  }),
)
export type IconsSearch = z.infer<typeof iconsSearchSchema>

export function cleanIconsSearch(search: IconsSearch): IconsSearch {
  return { q: search.q?.trim() ? search.q : undefined }
}
