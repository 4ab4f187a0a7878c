import { notifications } from '@mantine/notifications'
import { MOCK_DATA_CHANGED_EVENT } from '@/contract/mock-data-events'
import { mockScale } from './scale'
import { createDb, type Db } from './store/db'
import { createPersistence } from './store/persistence'
import { openSnapshotStore } from './store/snapshot-store'

/** Name of the performance mark that times reading the stored tables at start. */
export const STORE_LOAD_MEASURE = 'mock-store-load'

/** Shown once when a stored copy is discarded (the toast store is already in the page). */
let noticeShown = false
function discardNotice() {
  if (noticeShown) return
  noticeShown = true
  notifications.show({
    color: 'yellow',
    title: 'Sample data restored',
    message:
      'The sample data saved in this browser was from an older version or damaged, so the original sample data is shown.',
  })
}

/**
 * The store kept in this browser's IndexedDB, one database per scale (a 100×
 * copy never mixes with the 1× one), read before the first request is
 * answered. Other tabs are told which tables each write changed, and reload
 * them; this page reloads what they change.
 */
export async function openPersistentDb(): Promise<Db> {
  const name = `tavola-mock-x${mockScale()}`
  const started = performance.now()
  let store
  let stored
  try {
    store = await openSnapshotStore(name)
    stored = await store.readAll()
  } catch {
    // Storage refused (private mode, quota, damaged database): the data lives in memory only.
    discardNotice()
    return createDb()
  }
  performance.measure(STORE_LOAD_MEASURE, { start: started, end: performance.now() })

  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined
  const persistence = createPersistence(store, stored, {
    onWritten: (tables) => channel?.postMessage(tables),
  })
  const db = createDb({ persistence, onDiscard: discardNotice })
  channel?.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
    if (!Array.isArray(data)) return
    const tables = data.filter((table) => typeof table === 'string')
    void persistence.store.read(tables).then(
      (texts) => {
        db.reload(texts)
        window.dispatchEvent(new CustomEvent(MOCK_DATA_CHANGED_EVENT, { detail: tables }))
      },
      () => {},
    )
  })
  // Changes still waiting for their write are written as the page goes away.
  window.addEventListener('pagehide', () => void persistence.flush())
  return db
}
