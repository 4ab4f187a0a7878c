// The URL state of the shop. Route search schemas load with the app's entry, so this
// module imports nothing heavier than zod and the enum values.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'
import { productCategorySchema, productSortSchema } from '@/contract/ecommerce-values'

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/**
 * The shop's URL state. A value that does not parse is dropped (the default),
 * so a hand-edited address never breaks the page; defaults are left out.
 */
export const shopSearchSchema = z.lazy(() =>
  z.object({
    q: optional(z.string().check(z.maxLength(200))),
    sortBy: optional(productSortSchema),
    view: optional(z.enum(['grid', 'list'])),
    page: optional(z.number().check(z.int(), z.positive())),
    priceMin: optional(z.number().check(z.nonnegative())),
    priceMax: optional(z.number().check(z.nonnegative())),
    categories: optional(z.array(productCategorySchema)),
    brands: optional(z.array(z.string().check(z.maxLength(80)))),
    rating: optional(z.number().check(z.int(), z.minimum(1), z.maximum(4))),
  }),
)
export type ShopSearch = z.infer<typeof shopSearchSchema>

/** The checkout's step; the cart (the first) is the default. */
export const checkoutSteps = ['cart', 'address', 'payment'] as const
export const checkoutSearchSchema = z.lazy(() =>
  z.object({
    step: optional(z.enum(checkoutSteps)),
  }),
)
export type CheckoutSearch = z.infer<typeof checkoutSearchSchema>
