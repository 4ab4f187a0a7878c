import { faqCategoryKeys, faqEndpoints, type FaqData } from '@/contract/faq'
import { knowledgeBaseEndpoints, type KbQuestionLink } from '@/contract/knowledge-base'
import { requireAbility } from '../auth'
import { notFound } from '../http'
import { plainText } from '../plain-text'
import { mockRoutes, route } from '../route'
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
export const faqRoutes = mockRoutes(
  route(faqEndpoints.getFaq, requireAbility('read', 'Page'), (c, { query: { q } }) =>
    c.json(selectFaq(q)),
  ),
  route(knowledgeBaseEndpoints.listKbCategories, requireAbility('read', 'Page'), (c) =>
    c.json({
      categories: kbCategories.map((category) => ({
        ...infoOf(category),
        questions: category.groups.flatMap((group) =>
          group.articles.map((article) => ({
            ...linkOf(article),
            text: plainText(article.content),
          })),
        ),
      })),
    }),
  ),
  route(knowledgeBaseEndpoints.getKbCategory, requireAbility('read', 'Page'), (c, { query }) => {
    const category = findCategory(query.category)
    return c.json({
      category: infoOf(category),
      groups: category.groups.map(({ title, icon, articles }) => ({
        title,
        icon,
        questions: articles.map(linkOf),
      })),
    })
  }),
  route(knowledgeBaseEndpoints.getKbArticle, requireAbility('read', 'Page'), (c, { query }) => {
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
  }),
)
