/** A record the store can hold: every record has a numeric id. */
export interface WithId {
  id: number
}

/** What a collection keeps across a reload: its records and the next id to hand out. */
export interface CollectionState<T extends WithId> {
  rows: readonly T[]
  nextId: number
}

/**
 * A typed in-memory table. Ids come from a counter that only grows, so an id
 * is never handed out twice, not even after delete or reset.
 */
export interface Collection<T extends WithId> {
  all(): readonly T[]
  get(id: number): T | undefined
  find(predicate: (record: T) => boolean): T | undefined
  insert(data: Omit<T, 'id'>, position?: 'first' | 'last'): T
  /** Changes a record in place, or with `'last'` also moves it to the end (it becomes the newest). */
  update(id: number, patch: Partial<Omit<T, 'id'>>, position?: 'last'): T | undefined
  remove(id: number): boolean
  reset(): void
  /** The records and id counter, for the browser's stored copy. */
  state(): CollectionState<T>
}

export interface CollectionOptions<T extends WithId> {
  /** A stored copy to start from instead of the seed. */
  initial?: { rows: readonly T[] | null; nextId: number }
  /** Called after every change. */
  onChange?: () => void
}

export function createCollection<T extends WithId>(
  seed: () => T[],
  { initial, onChange = () => {} }: CollectionOptions<T> = {},
): Collection<T> {
  let rows: readonly T[] = initial?.rows ?? seed()
  let nextId = Math.max(initial?.nextId ?? 1, maxId(rows) + 1)
  const change = (next: readonly T[]) => {
    rows = next
    onChange()
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
    update(id, patch, position) {
      const index = rows.findIndex((row) => row.id === id)
      const current = rows[index]
      if (!current) return undefined
      const next = { ...current, ...patch, id: current.id }
      change(
        position === 'last'
          ? [...rows.filter((row) => row.id !== id), next]
          : rows.with(index, next),
      )
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
      onChange()
    },
    state: () => ({ rows, nextId }),
  }
}

function maxId(rows: readonly WithId[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0)
}
