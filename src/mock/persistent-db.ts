import { mockScale } from './scale'
import { createDb, type Db } from './store/db'
import { createPersistence } from './store/persistence'
import { openSnapshotStore } from './store/snapshot-store'

/** Name of the performance mark that times reading the stored tables at start. */
export const STORE_LOAD_MEASURE = 'mock-store-load'

/** What the page is told: the tables another tab changed, and a stored copy that was discarded. */
export interface PersistentDbEvents {
  /** Another tab changed (or reset) these tables, and this page's copy of them was reloaded. */
  readonly onDataChanged?: (tables: readonly string[]) => void
  /** A stored copy was stale or damaged (or storage refused), so sample data from the seed is used. */
  readonly onStoredDataDiscarded?: () => void
}

/**
 * The store kept in this browser's IndexedDB, one database per scale (a 100×
 * copy never mixes with the 1× one), read before the first request is
 * answered. Other tabs are told which tables each write changed, and reload
 * them; this page reloads what they change.
 */
export async function openPersistentDb(events: PersistentDbEvents = {}): Promise<Db> {
  const discarded = () => events.onStoredDataDiscarded?.()
  const name = `tavola-mock-x${mockScale()}`
  const started = performance.now()
  let store
  let stored
  try {
    store = await openSnapshotStore(name)
    stored = await store.readAll()
  } catch {
    // Storage refused (private mode, quota, damaged database): the data lives in memory only.
    discarded()
    return createDb()
  }
  performance.measure(STORE_LOAD_MEASURE, { start: started, end: performance.now() })

  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined
  const persistence = createPersistence(store, stored, {
    onWritten: (tables) => channel?.postMessage(tables),
  })
  const db = createDb({ persistence, onDiscard: discarded })
  channel?.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
    if (!Array.isArray(data)) return
    const tables = data.filter((table) => typeof table === 'string')
    void persistence.store.read(tables).then(
      (texts) => {
        db.reload(texts)
        events.onDataChanged?.(tables)
      },
      () => {},
    )
  })
  // Changes still waiting for their write are written as the page goes away.
  window.addEventListener('pagehide', () => void persistence.flush())
  return db
}
