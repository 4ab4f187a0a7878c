import { storeName } from './host-protocol'
import { mockScale } from './scale'
import { createDb, type Db } from './store/db'
import { createPersistence } from './store/persistence'
import { openSnapshotStore } from './store/snapshot-store'

/** What the store's owner is told as it works. */
export interface PersistentDbHooks {
  /** A table changed (its copy is queued for writing). */
  readonly onChanged?: (table: string) => void
  /** A stored copy was stale or damaged (or storage refused), so sample data from the seed is used. */
  readonly onDiscarded?: () => void
}

/**
 * The store kept in this browser's IndexedDB, read before the first request
 * is answered. One owner per browser opens it (src/mock/host.ts): every tab's
 * calls go to that owner, so no tab keeps a copy of its own.
 */
export async function openPersistentDb(hooks: PersistentDbHooks = {}): Promise<Db> {
  const discarded = () => hooks.onDiscarded?.()
  let store
  let stored
  try {
    store = await openSnapshotStore(storeName(mockScale()))
    stored = await store.readAll()
  } catch {
    // Storage refused (private mode, quota, damaged database): the data lives in memory only.
    discarded()
    return createDb({ onChanged: hooks.onChanged })
  }
  const persistence = createPersistence(store, stored)
  // Changes still waiting for their write are written as the owning page goes away.
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => void persistence.flush())
  }
  return createDb({ persistence, onDiscard: discarded, onChanged: hooks.onChanged })
}
