import { Hono } from 'hono/tiny'
import { buildAbility } from '@/contract/ability'
import {
  bookmarkUpdateRequestSchema,
  SEARCH_RESULTS_PER_GROUP,
  type BookmarkPage,
} from '@/contract/search'
import { requireAbility, type MockEnv } from '../auth'
import type { AccountRecord } from '../fixtures/accounts'
import {
  autocompleteItems,
  bookmarkFlipsTable,
  searchContacts,
  searchFiles,
  SUGGESTED_TARGETS,
  type SearchPageRecord,
} from '../fixtures/search'
import { notFound, readBody } from '../http'
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
      .map((flip) => flip.pageId),
  )
  return db.searchPages
    .all()
    .filter((page) => ability.can(...page.ability))
    .map((page) => (flipped.has(page.id) ? { ...page, isBookmarked: !page.isBookmarked } : page))
}

/** The navbar's search, bookmarks and the autocomplete demo. */
export const searchRoutes = new Hono<MockEnv>()
  .get('/api/main-search/data', requireAbility('read', 'Auth'), (c) =>
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
  )
  .get('/api/bookmarks/data', requireAbility('read', 'Auth'), (c) => {
    const pages = pagesFor(c.var.db, c.var.account)
    const suggestions = SUGGESTED_TARGETS.flatMap((target) =>
      pages.filter((page) => page.target === target),
    )
    return c.json({
      suggestions: suggestions.map(toBookmarkPage),
      bookmarks: pages.filter((page) => page.isBookmarked).map(toBookmarkPage),
    })
  })
  .post('/api/bookmarks/update', requireAbility('read', 'Auth'), async (c) => {
    const { id } = await readBody(c, bookmarkUpdateRequestSchema)
    // A page the account may not open is as unknown to it as a missing one.
    const page = pagesFor(c.var.db, c.var.account).find((candidate) => candidate.id === id)
    if (!page) notFound('Page')
    const flips = c.var.db.table(bookmarkFlipsTable)
    const accountId = c.var.account.id
    const flip = flips.find((row) => row.accountId === accountId && row.pageId === id)
    if (flip) flips.remove(flip.id)
    else flips.insert({ accountId, pageId: id })
    return c.json({ page: toBookmarkPage({ ...page, isBookmarked: !page.isBookmarked }) })
  })
  .get('/api/autocomplete/data', requireAbility('read', 'Auth'), (c) =>
    c.json({ autoComplete: autocompleteItems }),
  )
