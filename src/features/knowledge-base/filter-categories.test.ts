import type { KbCategorySummary } from '@/contract/knowledge-base'
import { CARD_QUESTIONS, filterCategories } from './filter-categories'

const link = (question: string) => ({
  question,
  slug: question.toLowerCase().replaceAll(' ', '-'),
  text:
    question === 'Signing in'
      ? 'Sign in with the email address and password your manager gave you.'
      : `How ${question.toLowerCase()} works.`,
})
const category = (title: string, questions: string[]): KbCategorySummary => ({
  slug: title.toLowerCase().replaceAll(' ', '-'),
  title,
  icon: 'rocket',
  description: `About ${title}`,
  questions: questions.map(link),
})

const categories = [
  category('Getting started', [
    'Signing in',
    'Keyboard shortcuts',
    'Layout',
    'Search',
    'Bookmarks',
  ]),
  category('Invoices', ['Add an invoice', 'Print an invoice']),
  category('Team', ['Managing users', 'Deleting a user']),
]

describe('filterCategories', () => {
  it('shows every category with its first questions when nothing is searched', () => {
    for (const query of [undefined, '', '   ']) {
      const cards = filterCategories(categories, query)
      expect(cards.map((card) => card.category.title)).toEqual([
        'Getting started',
        'Invoices',
        'Team',
      ])
      expect(cards[0]?.questions).toHaveLength(CARD_QUESTIONS)
      expect(cards[1]?.questions).toHaveLength(2)
    }
  })

  it('keeps a category whose title matches, with its first questions', () => {
    const cards = filterCategories(categories, 'INVOICES')
    expect(cards.map((card) => card.category.title)).toEqual(['Invoices'])
    expect(cards[0]?.questions.map((q) => q.question)).toEqual([
      'Add an invoice',
      'Print an invoice',
    ])
  })

  it('keeps categories with a matching question, listing only the matches', () => {
    const cards = filterCategories(categories, 'user')
    expect(cards.map((card) => card.category.title)).toEqual(['Team'])
    expect(cards[0]?.questions.map((q) => q.question)).toEqual([
      'Managing users',
      'Deleting a user',
    ])
    const bookmarks = filterCategories(categories, 'bookm')
    expect(bookmarks[0]?.questions.map((q) => q.question)).toEqual(['Bookmarks'])
  })

  it('finds an article by what it says, not only by its question', () => {
    const cards = filterCategories(categories, 'password')
    expect(cards.map((card) => card.category.title)).toEqual(['Getting started'])
    expect(cards[0]?.questions.map((q) => q.question)).toEqual(['Signing in'])
  })

  it('leaves out everything when nothing matches', () => {
    expect(filterCategories(categories, 'pizza')).toEqual([])
  })
})
