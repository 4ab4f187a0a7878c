/**
 * Part of the in-page contract between the mock back end and the app (not an HTTP endpoint).
 * Dispatched on `window` by the in-page mock back end when another tab changed
 * (or reset) the sample data and this page's copy was reloaded: `detail` lists
 * the tables. The app then refetches what it shows (src/app/app.tsx).
 */
export const MOCK_DATA_CHANGED_EVENT = 'tavola:mock-data-changed'
