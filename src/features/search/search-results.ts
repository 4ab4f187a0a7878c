import type { BookmarkPage, MainSearchResponse, SearchContact, SearchFile } from '@/contract/search'

/** One result the search can offer; `label` is the page's title as the user reads it. */
export type SearchOption =
  | { kind: 'page'; page: BookmarkPage; label: string }
  | { kind: 'file'; file: SearchFile }
  | { kind: 'contact'; contact: SearchContact }

export interface SearchGroup {
  key: 'pages' | 'files' | 'contacts' | 'suggestions'
  options: SearchOption[]
}

/**
 * The groups matching the query, each cut to its `searchLimit` (4), empty
 * ones left out. Matching is a case-insensitive substring test on the title
 * (for a page, its label as shown and its `words`: its menu section, its group
 * and the registry's synonyms) and, for contacts, the email.
 */
export function searchGroups(
  { searchArr: [pages, files, contacts] }: MainSearchResponse,
  query: string,
  pageLabel: (page: BookmarkPage) => string,
  pageWords: (page: BookmarkPage) => readonly string[] = () => [],
): SearchGroup[] {
  const needle = query.trim().toLocaleLowerCase()
  const has = (...texts: string[]) =>
    texts.some((text) => text.toLocaleLowerCase().includes(needle))
  const groups: SearchGroup[] = [
    {
      key: 'pages',
      options: pages.data
        .map((page) => ({ kind: 'page' as const, page, label: pageLabel(page) }))
        .filter((option) => has(option.label, option.page.title, ...pageWords(option.page)))
        .slice(0, pages.searchLimit),
    },
    {
      key: 'files',
      options: files.data
        .filter((file) => has(file.title))
        .slice(0, files.searchLimit)
        .map((file) => ({ kind: 'file' as const, file })),
    },
    {
      key: 'contacts',
      options: contacts.data
        .filter((contact) => has(contact.title, contact.email))
        .slice(0, contacts.searchLimit)
        .map((contact) => ({ kind: 'contact' as const, contact })),
    },
  ]
  return groups.filter((group) => group.options.length > 0)
}

/** What the search shows before anything is typed: the suggested pages. */
export function suggestionGroups(
  suggestions: readonly BookmarkPage[],
  limit: number,
  pageLabel: (page: BookmarkPage) => string,
): SearchGroup[] {
  const options = suggestions
    .slice(0, limit)
    .map((page) => ({ kind: 'page' as const, page, label: pageLabel(page) }))
  return options.length ? [{ key: 'suggestions', options }] : []
}
