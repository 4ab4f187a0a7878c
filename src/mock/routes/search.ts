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

/** The pages the account's ability allows: nobody is offered a page they may not open. */
function pagesFor(db: Db, account: AccountRecord): SearchPageRecord[] {
  const ability = buildAbility(account.ability)
  return db.searchPages.all().filter((page) => ability.can(...page.ability))
}

/** The navbar's search, bookmarks and the autocomplete demo (SPEC section 7). */
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
    const updated = c.var.db.searchPages.update(id, { isBookmarked: !page.isBookmarked })
    if (!updated) notFound('Page')
    return c.json({ page: toBookmarkPage(updated) })
  })
  .get('/api/autocomplete/data', requireAbility('read', 'Auth'), (c) =>
    c.json({ autoComplete: autocompleteItems }),
  )
