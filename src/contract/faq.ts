import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import type { Examples } from './example'
import { CONTENT_SEARCH_MAX } from './faq-values'

export {
  CONTENT_SEARCH_MAX,
  faqCategoryKeys,
  faqCategoryKeySchema,
  type FaqCategoryKey,
} from './faq-values'

const text = z.string().check(z.minLength(1))

/** One question and its answer (plain text). */
export const faqQuestionSchema = z.object({ question: text, ans: text })
export type FaqQuestion = z.infer<typeof faqQuestionSchema>

/** A category of the FAQ: `icon` is a Tabler icon name (`credit-card`). */
export const faqCategorySchema = z.object({
  icon: text,
  title: text,
  subtitle: text,
  qandA: z.array(faqQuestionSchema),
})
export type FaqCategory = z.infer<typeof faqCategorySchema>

/**
 * `getFaq`: the categories keyed by name; a category with no question
 * matching `q` is left out.
 */
const optionalCategory = z.optional(faqCategorySchema)
export const faqDataSchema = z.object({
  payment: optionalCategory,
  delivery: optionalCategory,
  cancellationReturn: optionalCategory,
  myOrders: optionalCategory,
  productServices: optionalCategory,
})
export type FaqData = z.infer<typeof faqDataSchema>

/** `getFaq`: a case-insensitive substring of the question. */
export const faqQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(CONTENT_SEARCH_MAX))),
})
export type FaqQuery = z.infer<typeof faqQuerySchema>

export const faqEndpoints = endpoints('Pages', {
  getFaq: {
    method: 'get',
    path: '/faq/data',
    summary: 'FAQ categories, searched',
    query: faqQuerySchema,
    response: faqDataSchema,
  },
})

/** A valid call of each endpoint (src/contract/example.ts). */
export const faqExamples = {
  getFaq: { query: { q: 'booking' }, free: ['q'] },
} satisfies Examples<typeof faqEndpoints>
