import { Hono } from 'hono/tiny'
import { faqCategoryKeys, faqQuerySchema, type FaqData } from '@/contract/faq'
import {
  kbCategoryQuerySchema,
  kbQuestionQuerySchema,
  type KbQuestionLink,
} from '@/contract/knowledge-base'
import { requireAbility, type MockEnv } from '../auth'
import { notFound, readQuery } from '../http'
import { faqCategories } from '../fixtures/faq'
import { kbCategories, type KbCategoryFixture } from '../fixtures/knowledge-base'

/** How many other articles an article links to. */
const RELATED_MAX = 4

/** The FAQ with only the questions containing `q` (case-insensitively); empty categories are left out. */
export function selectFaq(q: string | undefined): FaqData {
  const needle = q?.trim().toLowerCase() ?? ''
  const data: FaqData = {}
  for (const key of faqCategoryKeys) {
    const category = faqCategories[key]
    const qandA = category.qandA.filter(({ question }) => question.toLowerCase().includes(needle))
    if (qandA.length) data[key] = { ...category, qandA }
  }
  return data
}

const linkOf = ({ question, slug }: KbQuestionLink): KbQuestionLink => ({ question, slug })
const infoOf = ({ slug, title, icon, description }: KbCategoryFixture) => ({
  slug,
  title,
  icon,
  description,
})

function findCategory(slug: string): KbCategoryFixture {
  const category = kbCategories.find((candidate) => candidate.slug === slug)
  if (!category) notFound('Category')
  return category
}

/** The FAQ and the knowledge base: read-only, read Page. */
export const faqRoutes = new Hono<MockEnv>()
  .get('/faq/data', requireAbility('read', 'Page'), (c) => {
    const { q } = readQuery(c, faqQuerySchema)
    return c.json(selectFaq(q))
  })
  .get('/faq/data/knowledge_base', requireAbility('read', 'Page'), (c) =>
    c.json({
      categories: kbCategories.map((category) => ({
        ...infoOf(category),
        questions: category.groups.flatMap((group) => group.articles.map(linkOf)),
      })),
    }),
  )
  .get('/faq/data/category', requireAbility('read', 'Page'), (c) => {
    const category = findCategory(readQuery(c, kbCategoryQuerySchema).category)
    return c.json({
      category: infoOf(category),
      groups: category.groups.map(({ title, icon, articles }) => ({
        title,
        icon,
        questions: articles.map(linkOf),
      })),
    })
  })
  .get('/faq/data/question', requireAbility('read', 'Page'), (c) => {
    const query = readQuery(c, kbQuestionQuerySchema)
    const category = findCategory(query.category)
    const group = category.groups.find((candidate) =>
      candidate.articles.some((article) => article.slug === query.question),
    )
    const article = group?.articles.find((candidate) => candidate.slug === query.question)
    if (!group || !article) notFound('Article')
    // Its own group's articles first, then the rest of the category.
    const others = [group, ...category.groups.filter((candidate) => candidate !== group)]
      .flatMap((candidate) => candidate.articles)
      .filter((candidate) => candidate !== article)
    return c.json({
      title: article.question,
      lastUpdated: article.lastUpdated,
      relatedQuestions: others.slice(0, RELATED_MAX).map(linkOf),
      content: article.content,
      category: { slug: category.slug, title: category.title },
    })
  })
