// The page's URL state; it loads with the app's entry, so it imports nothing but zod.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'

/** The Account settings tabs; the open one is in the URL (`?tab=`), General by default. */
export const accountTabs = ['general', 'password', 'info', 'social', 'notifications'] as const
export type AccountTab = (typeof accountTabs)[number]

/** A tab that does not exist is dropped (General), so a hand-edited address never breaks the page. */
export const accountSearchSchema = z.lazy(() =>
  z.object({
    tab: z.catch(z.optional(z.enum(accountTabs)), undefined),
  }),
)
export type AccountSearch = z.infer<typeof accountSearchSchema>
