import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import type { Examples } from './example'

const text = z.string().check(z.minLength(1))
/** A category's or an article's address part: lower-case words joined by `-`. */
const slug = z
  .string()
  .check(z.minLength(1), z.maxLength(100), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use a slug'))

/** A link to an article: its question and its slug. */
export const kbQuestionLinkSchema = z.object({ question: text, slug })
export type KbQuestionLink = z.infer<typeof kbQuestionLinkSchema>

/** A category's heading: `icon` is a Tabler icon name. */
export const kbCategoryInfoSchema = z.object({ slug, title: text, icon: text, description: text })
export type KbCategoryInfo = z.infer<typeof kbCategoryInfoSchema>

/** A group of articles inside a category. */
export const kbGroupSchema = z.object({
  title: text,
  icon: text,
  questions: z.array(kbQuestionLinkSchema),
})
export type KbGroup = z.infer<typeof kbGroupSchema>

/**
 * `listKbCategories`: every category with all its articles'
 * questions (in group order), so the landing page can search them.
 */
export const kbCategoriesResponseSchema = z.object({
  categories: z.array(
    z.extend(kbCategoryInfoSchema, {
      // An addition to SPEC: each article's words (`text`), so that the search finds an article
      // by what it says, not only by its question.
      questions: z.array(z.extend(kbQuestionLinkSchema, { text: z.string() })),
    }),
  ),
})
export type KbCategoriesResponse = z.infer<typeof kbCategoriesResponseSchema>
export type KbCategorySummary = KbCategoriesResponse['categories'][number]

/** `getKbCategory`. */
export const kbCategoryQuerySchema = z.object({ category: slug })
export const kbCategoryResponseSchema = z.object({
  category: kbCategoryInfoSchema,
  groups: z.array(kbGroupSchema),
})
export type KbCategoryResponse = z.infer<typeof kbCategoryResponseSchema>

/** `getKbArticle`. */
export const kbQuestionQuerySchema = z.object({ category: slug, question: slug })

/**
 * One article: `content` is HTML (shown only sanitised), `lastUpdated` a day
 * (`YYYY-MM-DD`); `category` is an addition for the breadcrumb.
 */
export const kbArticleResponseSchema = z.object({
  title: text,
  lastUpdated: z.iso.date(),
  relatedQuestions: z.array(kbQuestionLinkSchema),
  content: text,
  category: z.object({ slug, title: text }),
})
export type KbArticleResponse = z.infer<typeof kbArticleResponseSchema>

export const knowledgeBaseEndpoints = endpoints('Pages', {
  listKbCategories: {
    method: 'get',
    path: '/faq/data/knowledge_base',
    summary: 'Knowledge-base categories',
    response: kbCategoriesResponseSchema,
  },
  getKbCategory: {
    method: 'get',
    path: '/faq/data/category',
    summary: 'A knowledge-base category and its articles',
    query: kbCategoryQuerySchema,
    response: kbCategoryResponseSchema,
    errors: [404],
  },
  getKbArticle: {
    method: 'get',
    path: '/faq/data/question',
    summary: 'A knowledge-base article',
    query: kbQuestionQuerySchema,
    response: kbArticleResponseSchema,
    errors: [404],
  },
})

/** A valid call of each endpoint (src/contract/example.ts). */
export const knowledgeBaseExamples = {
  listKbCategories: {},
  getKbCategory: { query: { category: 'getting-started' }, lookups: ['category'] },
  getKbArticle: {
    query: { category: 'getting-started', question: 'signing-in-and-out' },
    lookups: ['category', 'question'],
  },
} satisfies Examples<typeof knowledgeBaseEndpoints>
