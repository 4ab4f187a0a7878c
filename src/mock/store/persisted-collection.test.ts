import type { KeyValueStorage } from './search-pages'
import { createPersistedCollection, persistedTableKey } from './persisted-collection'

interface Row {
  id: number
  name: string
}

const seed = (): Row[] => [
  { id: 1, name: 'one' },
  { id: 2, name: 'two' },
]
const options = {
  version: 2,
  parse: (rows: unknown) =>
    Array.isArray(rows) &&
    rows.every((row: Partial<Row>) => typeof row.id === 'number' && typeof row.name === 'string')
      ? (rows as Row[])
      : undefined,
}

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const open = (storage: KeyValueStorage) => createPersistedCollection('rows', seed, storage, options)

describe('createPersistedCollection', () => {
  it('starts from the seed and writes nothing until a change', () => {
    const storage = memoryStorage()
    expect(open(storage).all()).toEqual(seed())
    expect(storage.items.size).toBe(0)
  })

  it('keeps every change for the next load under tavola.mock.<name>', () => {
    const storage = memoryStorage()
    const rows = open(storage)
    rows.update(1, { name: 'changed' })
    rows.remove(2)
    const added = rows.insert({ name: 'three' })
    expect(persistedTableKey('rows')).toBe('tavola.mock.rows')
    expect(storage.items.has('tavola.mock.rows')).toBe(true)
    expect(open(storage).all()).toEqual([{ id: 1, name: 'changed' }, added])
  })

  it('never hands out an id again after a reload, even one whose record was removed', () => {
    const storage = memoryStorage()
    const first = open(storage)
    const added = first.insert({ name: 'three' })
    first.remove(added.id)
    expect(open(storage).insert({ name: 'four' }).id).toBe(added.id + 1)
  })

  it('ignores unknown ids without writing', () => {
    const storage = memoryStorage()
    const rows = open(storage)
    expect(rows.update(99, { name: 'ghost' })).toBeUndefined()
    expect(rows.remove(99)).toBe(false)
    expect(storage.items.size).toBe(0)
  })

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 1, nextId: 9, rows: [{ id: 1, name: 'x' }] })],
    ['rows that do not parse', JSON.stringify({ version: 2, nextId: 9, rows: [{ id: 'a' }] })],
    ['a bad counter', JSON.stringify({ version: 2, nextId: -1, rows: [] })],
    ['no object', JSON.stringify('rows')],
  ])('discards %s and uses the seed', (_name, raw) => {
    const storage = memoryStorage()
    storage.setItem('tavola.mock.rows', raw)
    expect(open(storage).all()).toEqual(seed())
  })

  it('a reset brings the seed back, now and after a reload, keeping the counter', () => {
    const storage = memoryStorage()
    const rows = open(storage)
    const added = rows.insert({ name: 'three' })
    rows.reset()
    expect(rows.all()).toEqual(seed())
    const reloaded = open(storage)
    expect(reloaded.all()).toEqual(seed())
    expect(reloaded.insert({ name: 'four' }).id).toBeGreaterThan(added.id)
  })

  it('keeps working when the storage refuses to write', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const rows = open(storage)
    expect(rows.insert({ name: 'three' }).id).toBe(3)
    expect(rows.all()).toHaveLength(3)
  })
})
