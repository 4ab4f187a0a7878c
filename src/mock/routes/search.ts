import { buildAbility } from '@/contract/ability'
import { SEARCH_RESULTS_PER_GROUP, searchEndpoints, type BookmarkPage } from '@/contract/search'
import { requireAbility } from '../auth'
import type { AccountRecord } from '../fixtures/accounts'
import {
  autocompleteItems,
  bookmarkFlipsTable,
  searchContacts,
  searchFiles,
  SUGGESTED_TARGETS,
  type SearchPageRecord,
} from '../fixtures/search'
import { notFound } from '../http'
import { mockRoutes, route } from '../route'
import type { Db } from '../store/db'

/** The public view of a page: the ability it needs stays on the server. */
function toBookmarkPage({ ability: _ability, ...page }: SearchPageRecord): BookmarkPage {
  return page
}

/**
 * The pages the account's ability allows (nobody is offered a page they may not open), each
 * with the account's own bookmark.
 */
function pagesFor(db: Db, account: AccountRecord): SearchPageRecord[] {
  const ability = buildAbility(account.ability)
  const flipped = new Set(
    db
      .table(bookmarkFlipsTable)
      .all()
      .filter((flip) => flip.accountId === account.id)
      .map((flip) => flip.target),
  )
  return db.searchPages
    .all()
    .filter((page) => ability.can(...page.ability))
    .map((page) =>
      flipped.has(page.target) ? { ...page, isBookmarked: !page.isBookmarked } : page,
    )
}

const { getMainSearch, getBookmarks, toggleBookmark, getAutocomplete } = searchEndpoints

/** The navbar's search, bookmarks and the autocomplete demo. */
export const searchRoutes = mockRoutes(
  route(getMainSearch, requireAbility('read', 'Auth'), (c) =>
    c.json({
      searchArr: [
        {
          groupTitle: 'Pages',
          searchLimit: SEARCH_RESULTS_PER_GROUP,
          data: pagesFor(c.var.db, c.var.account).map(toBookmarkPage),
        },
        { groupTitle: 'Files', searchLimit: SEARCH_RESULTS_PER_GROUP, data: searchFiles },
        { groupTitle: 'Contacts', searchLimit: SEARCH_RESULTS_PER_GROUP, data: searchContacts },
      ],
    }),
  ),
  route(getBookmarks, requireAbility('read', 'Auth'), (c) => {
    const pages = pagesFor(c.var.db, c.var.account)
    const suggestions = SUGGESTED_TARGETS.flatMap((target) =>
      pages.filter((page) => page.target === target),
    )
    return c.json({
      suggestions: suggestions.map(toBookmarkPage),
      bookmarks: pages.filter((page) => page.isBookmarked).map(toBookmarkPage),
    })
  }),
  route(toggleBookmark, requireAbility('read', 'Auth'), (c, { body: { id } }) => {
    // A page the account may not open is as unknown to it as a missing one.
    const page = pagesFor(c.var.db, c.var.account).find((candidate) => candidate.id === id)
    if (!page) notFound('Page')
    const flips = c.var.db.table(bookmarkFlipsTable)
    const accountId = c.var.account.id
    const { target } = page
    const flip = flips.find((row) => row.accountId === accountId && row.target === target)
    if (flip) flips.remove(flip.id)
    else flips.insert({ accountId, target })
    return c.json({ page: toBookmarkPage({ ...page, isBookmarked: !page.isBookmarked }) })
  }),
  route(getAutocomplete, requireAbility('read', 'Auth'), (c) =>
    c.json({ autoComplete: autocompleteItems }),
  ),
)
