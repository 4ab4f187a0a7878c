import 'fake-indexeddb/auto'
import { openStoredDb } from '@/test/stored-db'
import { ADMIN, mockClient } from '@/test/mock-client'
import { createMockApp } from './app'
import { bookmarkFlipsTable } from './fixtures/search'

afterEach(() => void vi.useRealTimers())

describe('a call that changes data is answered once the change is stored', () => {
  it('keeps a bookmark set just before a reload', async () => {
    // The store's own batching timer never fires here: only the answer can have stored it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const name = `stored-answers-${crypto.randomUUID()}`
    const { db } = await openStoredDb(name)
    const app = createMockApp(db)
    const client = mockClient(() => app)
    const token = await client.tokenOf(ADMIN)
    const page = db.searchPages.all().find((candidate) => !candidate.isBookmarked)
    if (!page) throw new Error('every sample page is bookmarked')

    const answer = await client.post('/api/bookmarks/update', { id: page.id }, token)
    expect(answer.status).toBe(200)

    // A reload: the page's store is read again from IndexedDB.
    const reloaded = await openStoredDb(name)
    const flips = reloaded.db.table(bookmarkFlipsTable).all()
    expect(flips.map(({ pageId }) => pageId)).toEqual([page.id])
  })

  it('answers a read without waiting for the writes', async () => {
    const { db, persistence } = await openStoredDb(`stored-answers-${crypto.randomUUID()}`)
    const app = createMockApp(db)
    const client = mockClient(() => app)
    const token = await client.tokenOf(ADMIN)
    const flush = vi.spyOn(persistence, 'flush')
    expect((await client.get('/api/bookmarks/data', token)).status).toBe(200)
    expect(flush).not.toHaveBeenCalled()
    expect((await client.post('/api/bookmarks/update', { id: 1 }, token)).status).toBe(200)
    expect(flush).toHaveBeenCalledOnce()
  })
})
