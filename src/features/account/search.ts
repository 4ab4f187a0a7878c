// The page's URL state; it loads with the app's entry, so it imports nothing but zod.
import { z } from 'zod/mini'

/** The Account settings tabs; the open one is in the URL (`?tab=`), General by default. */
export const accountTabs = ['general', 'password', 'info', 'social', 'notifications'] as const
export type AccountTab = (typeof accountTabs)[number]

/** A tab that does not exist is dropped (General), so a hand-edited address never breaks the page. */
export const accountSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(accountTabs)), undefined),
})
export type AccountSearch = z.infer<typeof accountSearchSchema>
