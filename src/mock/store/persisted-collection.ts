import type { Collection, WithId } from './collection'
import type { KeyValueStorage } from './search-pages'

/** How a table that outlives a reload checks what it finds in browser storage. */
export interface PersistOptions<T extends WithId> {
  /** Bump it when the records' shape changes: data stored under another version is discarded. */
  readonly version: number
  /** The stored records if they are all valid today, else `undefined` (they are then discarded). */
  readonly parse: (rows: unknown) => T[] | undefined
}

/** Browser-storage key of a persisted table. */
export const persistedTableKey = (name: string) => `tavola.mock.${name}`

interface Stored {
  version: number
  /** The next id to hand out, kept so that no id is reused after a reload or a reset. */
  nextId: number
  /** The records, or `null` after a reset (the seed is used, the counter kept). */
  rows: unknown
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false
  const { version, nextId } = value as Partial<Stored>
  return (
    typeof version === 'number' &&
    typeof nextId === 'number' &&
    Number.isSafeInteger(nextId) &&
    nextId > 0 &&
    'rows' in value
  )
}

function read<T extends WithId>(
  storage: KeyValueStorage,
  key: string,
  options: PersistOptions<T>,
): { rows: T[] | undefined; nextId: number } | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null')
    if (!isStored(value) || value.version !== options.version) return undefined
    if (value.rows === null) return { rows: undefined, nextId: value.nextId }
    const rows = options.parse(value.rows)
    return rows && { rows, nextId: value.nextId }
  } catch {
    return undefined
  }
}

/**
 * A collection whose records outlive a page reload in browser storage, under
 * `tavola.mock.<name>` with a version: what does not parse, or was stored
 * under another version, is discarded and the seed used instead. Ids are
 * never reused: the id counter is stored too and survives a reset.
 */
export function createPersistedCollection<T extends WithId>(
  name: string,
  seed: () => T[],
  storage: KeyValueStorage,
  options: PersistOptions<T>,
): Collection<T> {
  const key = persistedTableKey(name)
  const stored = read(storage, key, options)
  let rows: T[] = stored?.rows ?? seed()
  // Ids handed out before the reload (or a reset) are not handed out again.
  let nextId = Math.max(stored?.nextId ?? 1, maxId(rows) + 1)

  const save = (next: T[] | null) => {
    try {
      storage.setItem(key, JSON.stringify({ version: options.version, nextId, rows: next }))
    } catch {
      // A full or refused storage only costs the changes' survival of a reload.
    }
  }
  const change = (next: T[]) => {
    rows = next
    save(rows)
  }

  return {
    all: () => rows,
    get: (id) => rows.find((row) => row.id === id),
    find: (predicate) => rows.find(predicate),
    insert(data, position = 'last') {
      const record = { ...data, id: nextId++ } as T
      change(position === 'first' ? [record, ...rows] : [...rows, record])
      return record
    },
    update(id, patch) {
      const index = rows.findIndex((row) => row.id === id)
      const current = rows[index]
      if (!current) return undefined
      const next = { ...current, ...patch, id: current.id }
      change(rows.with(index, next))
      return next
    },
    remove(id) {
      const next = rows.filter((row) => row.id !== id)
      if (next.length === rows.length) return false
      change(next)
      return true
    },
    reset() {
      rows = seed()
      nextId = Math.max(nextId, maxId(rows) + 1)
      save(null)
    },
  }
}

function maxId(rows: readonly WithId[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0)
}
