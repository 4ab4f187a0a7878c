import 'fake-indexeddb/auto'
import { loginResponseSchema } from '@/contract/auth'
import { errorBodySchema } from '@/contract/errors'
import {
  autocompleteResponseSchema,
  bookmarksResponseSchema,
  bookmarkUpdateResponseSchema,
  mainSearchResponseSchema,
  SEARCH_RESULTS_PER_GROUP,
} from '@/contract/search'
import { openStoredDb } from '@/test/stored-db'
import { tamperSignature } from '@/test/tokens'
import { createMockApp } from '../app'
import { bookmarkFlipsTable, seedSearchPages } from '../fixtures/search'
import { createDb, type Db } from '../store/db'

const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const CLIENT = { email: 'client@demo.com', password: 'client' }
/** The only fields a page item may carry. */
const PAGE_KEYS = ['icon', 'id', 'isBookmarked', 'link', 'target', 'title']

let db: Db
let app: ReturnType<typeof createMockApp>

beforeEach(() => {
  db = createDb()
  app = createMockApp(db)
})

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

async function tokenOf(credentials: { email: string; password: string }) {
  const response = await app.request('/jwt/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(response.status).toBe(200)
  return loginResponseSchema.parse(await response.json()).accessToken
}

function get(path: string, token?: string) {
  return app.request(path, { headers: token ? bearer(token) : {} })
}

function toggle(body: unknown, token?: string) {
  return app.request('/api/bookmarks/update', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token) : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function searchData(token: string) {
  const response = await get('/api/main-search/data', token)
  expect(response.status).toBe(200)
  return mainSearchResponseSchema.parse(await response.json()).searchArr
}

async function bookmarksData(token: string) {
  const response = await get('/api/bookmarks/data', token)
  expect(response.status).toBe(200)
  return bookmarksResponseSchema.parse(await response.json())
}

const idOf = (link: string) => {
  const page = seedSearchPages().find((candidate) => candidate.link === link)
  if (!page) throw new Error(`no page ${link}`)
  return page.id
}
/** Every account's changes to the default bookmarks. */
const bookmarkFlips = () => db.table(bookmarkFlipsTable).all()
const bookmarkedIds = async (token: string) =>
  (await bookmarksData(token)).bookmarks.map((page) => page.id)

describe('GET /api/main-search/data', () => {
  it('answers the Pages, Files and Contacts groups with a limit of 4', async () => {
    const response = await get('/api/main-search/data', await tokenOf(ADMIN))
    const body: unknown = await response.json()
    const [pages, files, contacts] = mainSearchResponseSchema.parse(body).searchArr

    expect([pages.groupTitle, files.groupTitle, contacts.groupTitle]).toEqual([
      'Pages',
      'Files',
      'Contacts',
    ])
    for (const group of [pages, files, contacts]) {
      expect(group.searchLimit).toBe(SEARCH_RESULTS_PER_GROUP)
      expect(group.data.length).toBeGreaterThan(SEARCH_RESULTS_PER_GROUP)
    }
    expect(Object.keys(files.data[0] ?? {}).sort()).toEqual(['by', 'file', 'size', 'title'])
    expect(Object.keys(contacts.data[0] ?? {}).sort()).toEqual(['date', 'email', 'img', 'title'])
  })

  it('sends page items with exactly the bookmark fields, never the ability they need', async () => {
    const response = await get('/api/main-search/data', await tokenOf(ADMIN))
    const raw = (await response.json()) as { searchArr: { data: object[] }[] }
    const pages = raw.searchArr[0]?.data ?? []
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) expect(Object.keys(page).sort()).toEqual(PAGE_KEYS)
  })

  it('offers the admin (manage all) every page', async () => {
    const [pages] = await searchData(await tokenOf(ADMIN))
    expect(pages.data.map((page) => page.link)).toEqual(seedSearchPages().map((page) => page.link))
  })

  it('offers the client (read ACL, read Auth) only the pages its ability allows', async () => {
    const [pages] = await searchData(await tokenOf(CLIENT))
    const links = pages.data.map((page) => page.link)
    expect(links).toContain('/access-control')
    expect(links).toContain('/pages/login-v1')
    expect(links).toContain('/misc/error')
    expect(links).not.toContain('/')
    expect(links).not.toContain('/components/auto-complete')
    const expected = seedSearchPages().filter(
      (page) => page.ability[1] === 'ACL' || page.ability[1] === 'Auth',
    )
    expect(links).toEqual(expected.map((page) => page.link))
  })

  it('answers 401 without a token, or with a damaged one', async () => {
    expect((await get('/api/main-search/data')).status).toBe(401)
    const damaged = await get('/api/main-search/data', tamperSignature(await tokenOf(ADMIN)))
    expect(damaged.status).toBe(401)
    expect(errorBodySchema.parse(await damaged.json()).reason).toBe('invalid')
  })
})

describe('GET /api/bookmarks/data', () => {
  it('answers the bookmarked pages and some suggestions', async () => {
    const { bookmarks, suggestions } = await bookmarksData(await tokenOf(ADMIN))
    expect(bookmarks.map((page) => page.link)).toEqual([
      '/',
      '/access-control',
      '/components/auto-complete',
    ])
    expect(bookmarks.every((page) => page.isBookmarked)).toBe(true)
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThan(seedSearchPages().length)
    for (const page of [...bookmarks, ...suggestions])
      expect(Object.keys(page).sort()).toEqual(PAGE_KEYS)
  })

  it('keeps from the client the bookmarks and suggestions its ability does not allow', async () => {
    const { bookmarks, suggestions } = await bookmarksData(await tokenOf(CLIENT))
    expect(bookmarks.map((page) => page.link)).toEqual(['/access-control'])
    const links = suggestions.map((page) => page.link)
    expect(links).toContain('/access-control')
    expect(links).not.toContain('/')
    expect(links).not.toContain('/components/auto-complete')
  })

  it('answers 401 without a token', async () => {
    expect((await get('/api/bookmarks/data')).status).toBe(401)
  })
})

describe('POST /api/bookmarks/update', () => {
  it('bookmarks a page, then removes the bookmark', async () => {
    const token = await tokenOf(ADMIN)
    const id = idOf('/pages/login-v1')

    const added = await toggle({ id }, token)
    expect(added.status).toBe(200)
    const { page } = bookmarkUpdateResponseSchema.parse(await added.json())
    expect(page).toMatchObject({ id, link: '/pages/login-v1', isBookmarked: true })
    expect(Object.keys(page).sort()).toEqual(PAGE_KEYS)
    expect((await bookmarksData(token)).bookmarks.map((p) => p.id)).toContain(id)
    const [pages] = await searchData(token)
    expect(pages.data.find((p) => p.id === id)?.isBookmarked).toBe(true)

    const removed = await toggle({ id }, token)
    expect(removed.status).toBe(200)
    expect(bookmarkUpdateResponseSchema.parse(await removed.json()).page.isBookmarked).toBe(false)
    expect((await bookmarksData(token)).bookmarks.map((p) => p.id)).not.toContain(id)
  })

  it('keeps a bookmark on its page when the page gets another id (a page added before it)', async () => {
    const token = await tokenOf(ADMIN)
    const id = idOf('/pages/login-v1')
    expect((await toggle({ id }, token)).status).toBe(200)

    // The same page under a new id, as when the registry gains a page before it.
    const { id: _old, ...page } = db.searchPages.get(id) ?? expect.fail('no login-v1 page')
    db.searchPages.remove(id)
    const moved = db.searchPages.insert(page)
    expect(moved.id).not.toBe(id)

    const { bookmarks } = await bookmarksData(token)
    expect(bookmarks.filter((p) => p.link === '/pages/login-v1').map((p) => p.id)).toEqual([
      moved.id,
    ])
  })

  it('removes a bookmark of the sample data, and adds it back', async () => {
    const token = await tokenOf(ADMIN)
    const id = idOf('/')
    expect(await bookmarkedIds(token)).toContain(id)
    expect((await toggle({ id }, token)).status).toBe(200)
    expect(await bookmarkedIds(token)).not.toContain(id)
    expect((await toggle({ id }, token)).status).toBe(200)
    expect(await bookmarkedIds(token)).toContain(id)
    expect(bookmarkFlips()).toEqual([])
  })

  it("keeps each account's bookmarks its own", async () => {
    const admin = await tokenOf(ADMIN)
    const client = await tokenOf(CLIENT)
    const adminBefore = await bookmarkedIds(admin)
    const accessControl = idOf('/access-control')
    const maintenance = idOf('/misc/maintenance')

    expect((await toggle({ id: accessControl }, client)).status).toBe(200)
    expect((await toggle({ id: maintenance }, client)).status).toBe(200)
    expect(await bookmarkedIds(client)).toEqual([maintenance])
    expect(await bookmarkedIds(admin)).toEqual(adminBefore)
    const [adminPages] = await searchData(admin)
    expect(adminPages.data.find((p) => p.id === accessControl)?.isBookmarked).toBe(true)

    expect((await toggle({ id: maintenance }, admin)).status).toBe(200)
    expect(await bookmarkedIds(admin)).toEqual([...adminBefore, maintenance].sort((a, b) => a - b))
    expect(await bookmarkedIds(client)).toEqual([maintenance])
  })

  it('answers 404 for an unknown id, and changes nothing', async () => {
    const response = await toggle({ id: 9999 }, await tokenOf(ADMIN))
    expect(response.status).toBe(404)
    expect(errorBodySchema.parse(await response.json()).error).toBe('Page not found')
    expect(bookmarkFlips()).toEqual([])
  })

  it('answers 404 to the client for a page its ability does not allow', async () => {
    const response = await toggle({ id: idOf('/') }, await tokenOf(CLIENT))
    expect(response.status).toBe(404)
    expect(bookmarkFlips()).toEqual([])
  })

  it('lets the client toggle a page its ability allows', async () => {
    const client = await tokenOf(CLIENT)
    const id = idOf('/misc/maintenance')
    const response = await toggle({ id }, client)
    expect(response.status).toBe(200)
    expect(await bookmarkedIds(client)).toContain(id)
  })

  it.each([
    ['no id', {}, 'id'],
    ['a string id', { id: '3' }, 'id'],
    ['a fractional id', { id: 1.5 }, 'id'],
    ['a negative id', { id: -1 }, 'id'],
    ['an unknown field', { id: 1, isBookmarked: true }, 'isBookmarked'],
    ['an array', [1], 'body'],
  ])('answers 400 for %s, naming the field, and changes nothing', async (_, body, field) => {
    const response = await toggle(body, await tokenOf(ADMIN))
    expect(response.status).toBe(400)
    const { error } = errorBodySchema.parse(await response.json())
    expect(typeof error === 'object' && error[field]).toBeTruthy()
    expect(bookmarkFlips()).toEqual([])
  })

  it('answers 400 for a body that is not JSON, and changes nothing', async () => {
    const response = await toggle('{"id": 1', await tokenOf(ADMIN))
    expect(response.status).toBe(400)
    expect(errorBodySchema.parse(await response.json()).error).toEqual({
      body: 'The request body must be valid JSON',
    })
    expect(bookmarkFlips()).toEqual([])
  })

  it('answers 401 without a token, and changes nothing', async () => {
    const response = await toggle({ id: idOf('/pages/login-v1') })
    expect(response.status).toBe(401)
    expect(bookmarkFlips()).toEqual([])
  })
})

describe('GET /api/autocomplete/data', () => {
  it('answers the same 20+ dishes every time, with distinct ids and ranks', async () => {
    const token = await tokenOf(CLIENT)
    const first = autocompleteResponseSchema.parse(
      await (await get('/api/autocomplete/data', token)).json(),
    ).autoComplete
    const second = autocompleteResponseSchema.parse(
      await (await get('/api/autocomplete/data', token)).json(),
    ).autoComplete

    expect(first.length).toBeGreaterThanOrEqual(20)
    expect(second).toEqual(first)
    expect(new Set(first.map((item) => item.id)).size).toBe(first.length)
    expect(new Set(first.map((item) => item.rank)).size).toBe(first.length)
    expect(Object.keys(first[0] ?? {}).sort()).toEqual(['id', 'rank', 'title'])
  })

  it('answers 401 without a token', async () => {
    expect((await get('/api/autocomplete/data')).status).toBe(401)
  })
})

describe('bookmarks kept in IndexedDB', () => {
  it('survive a new store (a page reload) and are forgotten by a reset', async () => {
    const where = `search-${crypto.randomUUID()}`
    const first = await openStoredDb(where)
    db = first.db
    app = createMockApp(db)
    const token = await tokenOf(ADMIN)
    const id = idOf('/pages/register-v2')
    expect((await toggle({ id }, token)).status).toBe(200)
    await first.persistence.flush()

    const second = await openStoredDb(where)
    db = second.db
    app = createMockApp(db)
    expect(await bookmarkedIds(token)).toContain(id)
    expect(await bookmarkedIds(token)).toContain(idOf('/'))

    second.db.reset()
    expect(await bookmarkedIds(token)).not.toContain(id)
    await second.persistence.flush()
    const third = await openStoredDb(where)
    expect(third.db.table(bookmarkFlipsTable).all()).toEqual([])
    expect(third.db.searchPages.all()).toEqual(seedSearchPages())
  })
})
