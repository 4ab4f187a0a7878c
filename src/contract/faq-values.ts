import { z } from 'zod/mini'

/** The FAQ's categories, in the order the page shows them. */
export const faqCategoryKeys = [
  'payment',
  'delivery',
  'cancellationReturn',
  'myOrders',
  'productServices',
] as const
export const faqCategoryKeySchema = z.enum(faqCategoryKeys)
export type FaqCategoryKey = z.infer<typeof faqCategoryKeySchema>

/** The longest search text the FAQ and the knowledge base accept. */
export const CONTENT_SEARCH_MAX = 200
