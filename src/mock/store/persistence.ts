import type { SnapshotStore } from './snapshot-store'

export interface PersistenceOptions {
  /** How long changes gather before one write (a burst of calls costs one write). */
  delayMs?: number
}

/**
 * Writes the tables' stored copies shortly after they change. `stored` holds
 * the copies read at start that no table has used yet (tables seed lazily).
 */
export function createPersistence(
  store: SnapshotStore,
  stored: Map<string, string>,
  { delayMs = 150 }: PersistenceOptions = {},
) {
  const pending = new Map<string, () => string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing = Promise.resolve()

  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (pending.size === 0) return writing
    const entries = new Map([...pending].map(([name, encode]) => [name, encode()]))
    pending.clear()
    // Started now, not after the previous write: transactions keep their order, and one
    // started on pagehide must not wait for a later turn that may never come.
    const write = store.write(entries).catch(() => {
      // A refused or full storage only costs these changes' survival of a reload.
    })
    writing = Promise.all([writing, write]).then(() => {})
    return writing
  }

  return {
    stored,
    store,
    /** Queues a table's copy; `encode` runs at write time, so only the latest state is written. */
    save(name: string, encode: () => string) {
      pending.set(name, encode)
      timer ??= setTimeout(() => void flush(), delayMs)
    },
    /** Writes what is queued now (on `pagehide`, and in tests). */
    flush,
  }
}

export type Persistence = ReturnType<typeof createPersistence>
