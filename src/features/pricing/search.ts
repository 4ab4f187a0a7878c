// The page's URL state; it loads with the app's entry, so it imports nothing but zod.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'

/** How prices are shown: billed monthly (default) or annually (`?billing=annual`). */
export const billings = ['monthly', 'annual'] as const
export const pricingSearchSchema = z.lazy(() =>
  z.object({
    billing: z.catch(z.optional(z.enum(billings)), undefined),
  }),
)
export type PricingSearch = z.infer<typeof pricingSearchSchema>
export type Billing = NonNullable<PricingSearch['billing']>
