/**
 * Where the session lives in browser storage. Its own module, as the build reads it too
 * (`boot-preload.js` asks for a signed-in page's files only when a session is stored).
 */
export const SESSION_STORAGE_KEY = 'tavola.session'
