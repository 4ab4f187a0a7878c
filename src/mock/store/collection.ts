/** A record the store can hold: every record has a numeric id. */
export interface WithId {
  id: number
}

/**
 * A typed in-memory table. Ids come from a counter that only grows, so an id
 * is never handed out twice in a page's life, not even after delete or reset.
 */
export interface Collection<T extends WithId> {
  all(): readonly T[]
  get(id: number): T | undefined
  find(predicate: (record: T) => boolean): T | undefined
  insert(data: Omit<T, 'id'>, position?: 'first' | 'last'): T
  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined
  remove(id: number): boolean
  reset(): void
}

export function createCollection<T extends WithId>(seed: () => T[]): Collection<T> {
  let rows: T[] = seed()
  let nextId = maxId(rows) + 1

  return {
    all: () => rows,
    get: (id) => rows.find((row) => row.id === id),
    find: (predicate) => rows.find(predicate),
    insert(data, position = 'last') {
      const record = { ...data, id: nextId++ } as T
      rows = position === 'first' ? [record, ...rows] : [...rows, record]
      return record
    },
    update(id, patch) {
      const index = rows.findIndex((row) => row.id === id)
      const current = rows[index]
      if (!current) return undefined
      const next = { ...current, ...patch, id: current.id }
      rows = rows.with(index, next)
      return next
    },
    remove(id) {
      const before = rows.length
      rows = rows.filter((row) => row.id !== id)
      return rows.length !== before
    },
    reset() {
      rows = seed()
      nextId = Math.max(nextId, maxId(rows) + 1)
    },
  }
}

function maxId(rows: readonly WithId[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0)
}
