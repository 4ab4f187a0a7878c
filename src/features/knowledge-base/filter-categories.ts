import type { KbCategorySummary, KbQuestionLink } from '@/contract/knowledge-base'

/** How many questions a category card lists. */
export const CARD_QUESTIONS = 4

export interface KbCardData {
  category: KbCategorySummary
  /** The questions the card lists: the first few, or those matching the search. */
  questions: readonly KbQuestionLink[]
}

/**
 * The landing page's cards for a search: a category whose title contains the
 * text shows its first questions; otherwise it shows the questions that
 * contain it, and is left out when none does. Case-insensitive.
 */
export function filterCategories(
  categories: readonly KbCategorySummary[],
  query: string | undefined,
): KbCardData[] {
  const needle = query?.trim().toLowerCase() ?? ''
  const cards: KbCardData[] = []
  for (const category of categories) {
    const first = category.questions.slice(0, CARD_QUESTIONS)
    if (!needle || category.title.toLowerCase().includes(needle)) {
      cards.push({ category, questions: first })
      continue
    }
    // An article matches by its question or by what it says ("password" finds "Signing in").
    const matching = category.questions.filter(({ question, text }) =>
      [question, text].some((words) => words.toLowerCase().includes(needle)),
    )
    if (matching.length) cards.push({ category, questions: matching })
  }
  return cards
}
