import 'fake-indexeddb/auto'
import { openStoredDb } from '@/test/stored-db'
import { ADMIN, mockClient } from '@/test/mock-client'
import { createMockApp } from './app'
import { invoicesTable } from './fixtures/invoices'
import { bookmarkFlipsTable } from './fixtures/search'
import { tasksTable } from './fixtures/todo'
import type { WithId } from './store/collection'
import type { TableDef } from './store/table'
import { encodeTable } from './store/table-codec'

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
    expect(flips.map(({ target }) => target)).toEqual([page.target])
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

describe('stored records that no longer parse', () => {
  /** Stores a parseable copy of `def` whose first record is damaged, then opens the store again. */
  async function damagedCopy<T extends WithId>(def: TableDef<T>, damage: Record<string, unknown>) {
    const name = `stored-answers-${crypto.randomUUID()}`
    const first = await openStoredDb(name)
    const [head, ...rest] = first.db.table(def).all()
    const rows = [{ ...head, ...damage }, ...rest] as unknown as T[]
    await first.store.write(new Map([[def.name, encodeTable(def, { rows, nextId: 999 })]]))
    const onDiscard = vi.fn()
    const { db } = await openStoredDb(name, { onDiscard })
    return { db, onDiscard, client: mockClient(() => createMockApp(db)) }
  }

  it('in tasks (a number for a title, a null assignee, a string for tags): the seed, the notice, 200', async () => {
    const { db, onDiscard, client } = await damagedCopy(tasksTable, {
      title: 42,
      assignee: null,
      tags: 'high',
    })
    const answer = await client.get('/apps/todo/tasks?q=a', await client.tokenOf(ADMIN))
    expect(answer.status).toBe(200)
    expect(onDiscard).toHaveBeenCalledWith('tasks')
    expect(db.table(tasksTable).all()).toEqual(tasksTable.seed())
    // The discarded copy's counter is kept: no id is handed out twice.
    const [sample] = tasksTable.seed()
    if (!sample) throw new Error('no sample task')
    const { id: _id, ...data } = sample
    expect(db.table(tasksTable).insert(data).id).toBe(999)
  })

  it('in invoices (a null client): the seed, the notice, 200', async () => {
    const { onDiscard, client } = await damagedCopy(invoicesTable, { client: null })
    const answer = await client.get('/apps/invoice/invoices?q=a', await client.tokenOf(ADMIN))
    expect(answer.status).toBe(200)
    expect(onDiscard).toHaveBeenCalledWith('invoices')
  })
})
