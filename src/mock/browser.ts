import { createMockApp } from './app'
import { installMock } from './install'
import { createDb } from './store/db'

/** Browser-storage key that overrides the configured delay, to see loading states without a rebuild. */
export const MOCK_DELAY_KEY = 'tavola.mock-delay-ms'

/** Starts the in-page mock back end (loaded as its own chunk by main.tsx). */
export function startMockBackEnd({ apiBase, delayMs }: { apiBase: string; delayMs: number }) {
  const override = Number(localStorage.getItem(MOCK_DELAY_KEY))
  installMock({
    apiBase,
    delayMs: Number.isInteger(override) && override > 0 ? override : delayMs,
    // Bookmarks outlive a reload, as they would on a real server (src/mock/store/search-pages.ts).
    app: createMockApp(createDb({ storage: localStorage })),
  })
}
