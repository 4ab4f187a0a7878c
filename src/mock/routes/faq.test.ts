import { ADMIN, CLIENT, mockClient } from '@/test/mock-client'
import { errorBodySchema } from '@/contract/errors'
import { faqCategoryKeys, faqDataSchema } from '@/contract/faq'
import {
  kbArticleResponseSchema,
  kbCategoriesResponseSchema,
  kbCategoryResponseSchema,
} from '@/contract/knowledge-base'
import { createMockApp } from '../app'
import { faqCategories } from '../fixtures/faq'
import { kbCategories } from '../fixtures/knowledge-base'

let app: ReturnType<typeof createMockApp>
const { get, tokenOf } = mockClient(() => app)
let admin: string

beforeEach(async () => {
  app = createMockApp()
  admin = await tokenOf(ADMIN)
})

async function ok(path: string) {
  const response = await get(path, admin)
  expect(response.status).toBe(200)
  return (await response.json()) as unknown
}

async function expectError(path: string, status: number, token: string | undefined = admin) {
  const response = await get(path, token)
  expect(response.status).toBe(status)
  return errorBodySchema.parse(await response.json()).error
}

const faq = async (query = '') => faqDataSchema.parse(await ok(`/faq/data${query}`))
const questionsOf = (data: Awaited<ReturnType<typeof faq>>) =>
  Object.values(data).flatMap((category) => category?.qandA.map(({ question }) => question) ?? [])

const allArticles = kbCategories.flatMap((category) =>
  category.groups.flatMap((group) => group.articles.map((article) => ({ category, article }))),
)

describe('the sample FAQ and articles', () => {
  it('has the five categories, each with 4 to 6 questions', () => {
    expect(Object.keys(faqCategories)).toEqual([...faqCategoryKeys])
    for (const category of Object.values(faqCategories)) {
      expect(category.qandA.length).toBeGreaterThanOrEqual(4)
      expect(category.qandA.length).toBeLessThanOrEqual(6)
    }
  })

  it('has unique category and article slugs, and articles in plain HTML', () => {
    const categorySlugs = kbCategories.map((category) => category.slug)
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length)
    const articleSlugs = allArticles.map(({ article }) => article.slug)
    expect(new Set(articleSlugs).size).toBe(articleSlugs.length)
    expect(articleSlugs.length).toBeGreaterThanOrEqual(20)
    for (const { article } of allArticles) {
      expect(article.content).toMatch(/<(ol|ul|p)>/)
      // Plain markup only: nothing the sanitiser would strip.
      expect(article.content).not.toMatch(/<script|<style|style=|\son\w+=/i)
    }
  })
})

describe('GET /faq/data', () => {
  it('answers every category with all its questions, keyed by name, without q or with a blank q', async () => {
    for (const query of ['', '?q=', '?q=%20%20']) {
      const data = await faq(query)
      expect(Object.keys(data)).toEqual([...faqCategoryKeys])
      expect(data).toEqual(faqCategories)
    }
  })

  it('keeps only questions containing q, case-insensitively, and leaves out empty categories', async () => {
    const data = await faq('?q=REFUND')
    expect(Object.keys(data)).toEqual(['payment'])
    expect(questionsOf(data)).toEqual(['When will I get my refund?'])
    expect(data.payment?.title).toBe('Payment')
    expect(data.payment?.icon).toBe('credit-card')

    const orders = await faq('?q=order')
    expect(Object.keys(orders).length).toBeGreaterThan(1)
    expect(questionsOf(orders).length).toBeGreaterThan(2)
    for (const question of questionsOf(orders)) expect(question.toLowerCase()).toContain('order')
    const expected = Object.values(faqCategories)
      .flatMap((category) => category.qandA)
      .filter(({ question }) => question.toLowerCase().includes('order'))
    expect(questionsOf(orders)).toEqual(expected.map(({ question }) => question))
  })

  it('matches questions only, not answers', async () => {
    // "insulated" is only in an answer.
    expect(await faq('?q=insulated')).toEqual({})
  })

  it('answers {} when nothing matches', async () => {
    expect(await faq('?q=no%20such%20question')).toEqual({})
  })

  it('refuses a q that is too long, or given twice', async () => {
    expect(await expectError(`/faq/data?q=${'a'.repeat(201)}`, 400)).toHaveProperty('q')
    expect(await expectError('/faq/data?q=a&q=b', 400)).toHaveProperty('q')
  })
})

describe('GET /faq/data/knowledge_base', () => {
  it('answers every category with its info and all its questions, in order', async () => {
    const { categories } = kbCategoriesResponseSchema.parse(await ok('/faq/data/knowledge_base'))
    expect(categories.map((category) => category.slug)).toEqual(
      kbCategories.map((category) => category.slug),
    )
    const first = categories[0]
    expect(first).toMatchObject({
      slug: 'getting-started',
      title: 'Getting started',
      icon: 'rocket',
    })
    expect(first?.questions.slice(0, 2)).toMatchObject([
      { question: 'Signing in and out', slug: 'signing-in-and-out' },
      { question: 'Keyboard shortcuts', slug: 'keyboard-shortcuts' },
    ])
    expect(categories.flatMap((category) => category.questions)).toHaveLength(allArticles.length)
    // Each article's words come along for the search, as plain text, never as markup.
    expect(first?.questions[0]?.text).toContain('password')
    expect(JSON.stringify(categories)).not.toContain('<p>')
  })
})

describe('GET /faq/data/category', () => {
  it("answers the category's info and its groups of questions", async () => {
    const data = kbCategoryResponseSchema.parse(
      await ok('/faq/data/category?category=team-and-users'),
    )
    expect(data.category).toEqual({
      slug: 'team-and-users',
      title: 'Team and users',
      icon: 'users',
      description: 'Adding staff accounts, roles and what each account may see.',
    })
    expect(data.groups.map((group) => group.title)).toEqual(['Users', 'Access'])
    expect(data.groups[0]?.icon).toBe('user-plus')
    expect(data.groups[0]?.questions[0]).toEqual({
      question: 'Managing users and roles',
      slug: 'managing-users-and-roles',
    })
  })

  it('answers 404 for an unknown category', async () => {
    expect(await expectError('/faq/data/category?category=no-such-category', 404)).toBe(
      'Category not found',
    )
  })

  it('answers 400 without a category, or with one that is not a slug', async () => {
    expect(await expectError('/faq/data/category', 400)).toEqual({ category: 'Required' })
    expect(await expectError('/faq/data/category?category=', 400)).toHaveProperty('category')
    expect(await expectError('/faq/data/category?category=Team%20and', 400)).toHaveProperty(
      'category',
    )
  })
})

describe('GET /faq/data/question', () => {
  const path = (category: string, question: string) =>
    `/faq/data/question?category=${category}&question=${question}`

  it('answers the article: title, last update, HTML content, related questions and its category', async () => {
    const data = kbArticleResponseSchema.parse(
      await ok(path('invoices-and-payments', 'how-do-i-add-an-invoice')),
    )
    expect(data.title).toBe('How do I add an invoice?')
    expect(data.lastUpdated).toBe('2026-11-12')
    expect(data.content).toContain('<ol>')
    expect(data.category).toEqual({ slug: 'invoices-and-payments', title: 'Invoices and payments' })
    // Its own group first, itself left out, then the rest of the category.
    expect(data.relatedQuestions.map((related) => related.slug)).toEqual([
      'recording-a-payment',
      'sending-an-invoice',
      'printing-an-invoice',
      'downloading-an-invoice',
    ])
  })

  it('answers every sample article, with related questions of the same category', async () => {
    for (const { category, article } of allArticles) {
      const data = kbArticleResponseSchema.parse(await ok(path(category.slug, article.slug)))
      expect(data.title).toBe(article.question)
      const slugs = category.groups.flatMap((group) => group.articles.map((a) => a.slug))
      for (const related of data.relatedQuestions) {
        expect(slugs).toContain(related.slug)
        expect(related.slug).not.toBe(article.slug)
      }
    }
  })

  it('answers 404 for an unknown category or question, or a question of another category', async () => {
    expect(await expectError(path('no-such-category', 'keyboard-shortcuts'), 404)).toBe(
      'Category not found',
    )
    expect(await expectError(path('getting-started', 'no-such-question'), 404)).toBe(
      'Article not found',
    )
    expect(await expectError(path('team-and-users', 'keyboard-shortcuts'), 404)).toBe(
      'Article not found',
    )
  })

  it('answers 400 naming each missing or malformed parameter', async () => {
    expect(await expectError('/faq/data/question', 400)).toEqual({
      category: 'Required',
      question: 'Required',
    })
    expect(await expectError('/faq/data/question?category=getting-started', 400)).toEqual({
      question: 'Required',
    })
    expect(await expectError(path('getting-started', '..%2Fsecret'), 400)).toHaveProperty(
      'question',
    )
  })
})

describe('auth', () => {
  const paths = [
    '/faq/data',
    '/faq/data/knowledge_base',
    '/faq/data/category?category=getting-started',
    '/faq/data/question?category=getting-started&question=keyboard-shortcuts',
  ]

  it.each(paths)('%s answers 401 without a token', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ reason: 'missing' })
  })

  it.each(paths)('%s answers 403 to the client account (no read Page)', async (path) => {
    const client = await tokenOf(CLIENT)
    expect(await expectError(path, 403, client)).toBe('You are not allowed to do this')
  })
})
