import { createDb, type DbOptions } from '@/mock/store/db'
import { createPersistence } from '@/mock/store/persistence'
import { openSnapshotStore } from '@/mock/store/snapshot-store'

/**
 * A store kept in IndexedDB under `name` (tests import 'fake-indexeddb/auto'),
 * as a page opens it; opening the same name again after `persistence.flush()`
 * is a reload.
 */
export async function openStoredDb(name: string, options: Omit<DbOptions, 'persistence'> = {}) {
  const store = await openSnapshotStore(name)
  const persistence = createPersistence(store, await store.readAll())
  return { db: createDb({ ...options, persistence }), persistence, store }
}
