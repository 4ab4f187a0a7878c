/**
 * Where the chosen language lives in browser storage. Its own module, as the build reads it too
 * (`boot-preload.js` asks for the stored language's catalogue with a signed-in page's files).
 */
export const LANGUAGE_STORAGE_KEY = 'tavola.language'
