import { createMockApp } from './app'
import { installMock } from './install'
import { forgetLegacyTables } from './legacy-storage'
import { applyPageScale } from './scale'
import { openPersistentDb, type PersistentDbEvents } from './persistent-db'

/** Browser-storage key that overrides the configured delay, to see loading states without a rebuild. */
export const MOCK_DELAY_KEY = 'tavola.mock-delay-ms'

/** Starts the in-page mock back end (loaded as its own chunk by main.tsx), which tells the page of `events`. */
export async function startMockBackEnd({
  apiBase,
  delayMs,
  ...events
}: { apiBase: string; delayMs: number } & PersistentDbEvents) {
  applyPageScale() // before any table is seeded
  const override = Number(localStorage.getItem(MOCK_DELAY_KEY))
  // The stored tables are read before the first request is answered (calls wait for this).
  const db = await openPersistentDb(events)
  forgetLegacyTables(localStorage)
  installMock({
    apiBase,
    delayMs: Number.isInteger(override) && override > 0 ? override : delayMs,
    app: createMockApp(db),
  })
}
