/**
 * An older version of the mock kept some tables in localStorage: `tavola.mock.<table>`
 * and the bookmarks in `tavola.mock-bookmarks`. The store now lives in IndexedDB,
 * so those entries are dead weight in the origin's few megabytes of localStorage,
 * which the session and the settings also need. Other `tavola.mock-*` keys
 * (the delay override) are settings and stay.
 */
export function forgetLegacyTables(storage: Storage): void {
  const legacy: string[] = []
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i)
    if (key !== null && (key.startsWith('tavola.mock.') || key === 'tavola.mock-bookmarks')) {
      legacy.push(key)
    }
  }
  for (const key of legacy) storage.removeItem(key)
}
