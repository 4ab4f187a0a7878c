/**
 * Where the chosen language lives in browser storage. Its own module, as the build reads it too
 * (`boot-preload.js` asks for the stored language's catalogue with a signed-in page's files).
 */
export const LANGUAGE_STORAGE_KEY = 'tavola.language'

/**
 * The language a visitor sees: the one they chose before (stored), else the first of the
 * browser's languages the app speaks, by its main part (`de-AT` is German), else English. It
 * names nothing outside itself, as `boot-preload.js` runs its source as it is.
 */
export function pickLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
  supported: readonly string[],
): string {
  if (stored !== null && supported.includes(stored)) return stored
  for (const tag of browserLanguages) {
    const main = tag.split('-')[0]?.toLowerCase()
    if (main && supported.includes(main)) return main
  }
  return 'en'
}
