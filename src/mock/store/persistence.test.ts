import 'fake-indexeddb/auto'
import { openStoredDb } from '@/test/stored-db'
import { createDb } from './db'
import { createPersistence } from './persistence'
import { openSnapshotStore, type SnapshotStore } from './snapshot-store'
import { DATA_VERSION, encodeTable } from './table-codec'
import { defineTable } from './table'

interface Row {
  id: number
  name: string
}
const seed = (): Row[] => [
  { id: 1, name: 'one' },
  { id: 2, name: 'two' },
]
const rowsTable = defineTable<Row>('rows', seed, {
  persist: {
    version: 2,
    parse: (rows) =>
      Array.isArray(rows) && rows.every((row: Partial<Row>) => typeof row.name === 'string')
        ? (rows as Row[])
        : undefined,
  },
})
const otherTable = defineTable<Row>('other', () => [{ id: 1, name: 'other' }])

const where = () => `persistence-${crypto.randomUUID()}`

/** A store that counts its writes. */
async function countingStore(name: string) {
  const store = await openSnapshotStore(name)
  const writes: string[][] = []
  const counted: SnapshotStore = {
    ...store,
    write: (entries) => {
      writes.push([...entries.keys()])
      return store.write(entries)
    },
  }
  return { store: counted, writes }
}

afterEach(() => void vi.useRealTimers())

describe('IndexedDB persistence of the mock store', () => {
  it('loads a table from its stored copy instead of its seed', async () => {
    const name = where()
    const first = await openStoredDb(name)
    first.db.table(rowsTable).update(1, { name: 'changed' })
    await first.persistence.flush()
    const reloaded = (await openStoredDb(name)).db
    expect(reloaded.table(rowsTable).all()).toEqual([{ id: 1, name: 'changed' }, seed()[1]])
    // A table never changed has no stored copy and starts from its seed.
    expect(reloaded.table(otherTable).all()).toEqual([{ id: 1, name: 'other' }])
  })

  it('writes a burst of changes once, shortly after the last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { store, writes } = await countingStore(where())
    const persistence = createPersistence(store, new Map(), { delayMs: 150 })
    const onChanged = vi.fn()
    const db = createDb({ persistence, onChanged })
    db.table(rowsTable).insert({ name: 'three' })
    db.table(rowsTable).remove(1)
    db.table(otherTable).update(1, { name: 'renamed' })
    vi.advanceTimersByTime(100)
    expect(writes).toEqual([])
    vi.advanceTimersByTime(60)
    await persistence.flush()
    expect(writes).toEqual([['rows', 'other']])
    expect(onChanged.mock.calls).toEqual([['rows'], ['rows'], ['other']])
    const stored = await store.read(['rows'])
    expect(JSON.parse(stored.get('rows') ?? '')).toMatchObject({
      dataVersion: DATA_VERSION,
      nextId: 4,
      rows: [{ id: 2 }, { id: 3, name: 'three' }],
    })
  })

  it.each([
    ['another data version', { dataVersion: DATA_VERSION - 1, tableVersion: 2 }],
    ['another table version', { dataVersion: DATA_VERSION, tableVersion: 1 }],
  ])('discards a copy stored under %s, with a notice', async (_, versions) => {
    const name = where()
    const { store } = await openStoredDb(name)
    const rows = [{ id: 9, name: 'old' }]
    await store.write(new Map([['rows', JSON.stringify({ ...versions, nextId: 10, rows })]]))
    const onDiscard = vi.fn()
    const { db } = await openStoredDb(name, { onDiscard })
    expect(db.table(rowsTable).all()).toEqual(seed())
    expect(onDiscard).toHaveBeenCalledExactlyOnceWith('rows')
    // Ids the discarded copy handed out are not handed out again.
    expect(db.table(rowsTable).insert({ name: 'new' }).id).toBe(10)
  })

  it.each([
    ['bad JSON', '{"dataVersion":'],
    [
      'a failing check',
      JSON.stringify({ dataVersion: DATA_VERSION, tableVersion: 2, nextId: 3, rows: [{ id: 1 }] }),
    ],
    [
      'rows without ids',
      JSON.stringify({
        dataVersion: DATA_VERSION,
        tableVersion: 2,
        nextId: 3,
        rows: [{ name: 'x' }],
      }),
    ],
    ['no id counter', JSON.stringify({ dataVersion: DATA_VERSION, tableVersion: 2, rows: [] })],
  ])('discards a corrupted copy (%s), with a notice, and stores the seed', async (_, text) => {
    const name = where()
    const { store } = await openStoredDb(name)
    await store.write(new Map([['rows', text]]))
    const onDiscard = vi.fn()
    const opened = await openStoredDb(name, { onDiscard })
    expect(opened.db.table(rowsTable).all()).toEqual(seed())
    expect(onDiscard).toHaveBeenCalledWith('rows')
    await opened.persistence.flush()
    const again = vi.fn()
    expect((await openStoredDb(name, { onDiscard: again })).db.table(rowsTable).all()).toEqual(
      seed(),
    )
    expect(again).not.toHaveBeenCalled()
  })

  it('never reuses an id after a reload or a reset, even for a table not used since', async () => {
    const name = where()
    const first = await openStoredDb(name)
    const added = first.db.table(rowsTable).insert({ name: 'three' })
    first.db.table(rowsTable).remove(added.id)
    await first.persistence.flush()

    const second = await openStoredDb(name)
    expect(second.db.table(otherTable).all()).toHaveLength(1)
    // `rows` is not used in this page before the reset: its stored copy becomes the seed.
    second.db.reset()
    await second.persistence.flush()

    const third = (await openStoredDb(name)).db.table(rowsTable)
    expect(third.all()).toEqual(seed())
    expect(third.insert({ name: 'four' }).id).toBe(added.id + 1)
  })

  it('names every table a reset changes, used in this page or only stored', async () => {
    const name = where()
    const first = await openStoredDb(name)
    first.db.table(rowsTable).remove(1)
    first.db.table(otherTable).remove(1)
    await first.persistence.flush()
    const onChanged = vi.fn()
    const store = await openSnapshotStore(name)
    const second = createDb({
      persistence: createPersistence(store, await store.readAll()),
      onChanged,
    })
    second.table(rowsTable)
    second.reset()
    expect(onChanged.mock.calls.flat().sort()).toEqual(['other', 'rows'])
  })

  it('encodes a table with the versions it is checked against', () => {
    expect(JSON.parse(encodeTable(rowsTable, { rows: seed(), nextId: 3 }))).toEqual({
      dataVersion: DATA_VERSION,
      tableVersion: 2,
      nextId: 3,
      rows: seed(),
    })
  })
})
