// The loading screen's own script (index.html): async and a few hundred bytes, so it never holds
// back the first paint, and from our own origin, as the security policy requires. It gives the
// screen the stored skin and direction and the visitor's language, so a reload in the dark skin
// does not flash white, nor show English, while the app's scripts load. The app then sets all of
// them itself (src/app/providers.tsx, src/app/layout-sync.tsx); the words are the catalogues'
// `boot.loading`.
;(() => {
  const LOADING = { de: 'Wird geladen…', fr: 'Chargement…', pt: 'A carregar…' }
  try {
    const layout = JSON.parse(localStorage.getItem('tavola.layout') ?? '{}')
    const html = document.documentElement
    if (layout.skin === 'dark' && !html.hasAttribute('data-mantine-color-scheme')) {
      html.setAttribute('data-mantine-color-scheme', 'dark')
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', '#242424')
    }
    if (layout.direction === 'rtl') html.setAttribute('dir', 'rtl')
    // The stored choice, else the first of the browser's languages the app speaks, else English,
    // as the app picks it (src/lib/language-key.ts).
    const known = (tag) => tag === 'en' || Object.hasOwn(LOADING, tag)
    const stored = localStorage.getItem('tavola.language')
    const language =
      stored !== null && known(stored)
        ? stored
        : ((navigator.languages || []).map((tag) => tag.split('-')[0].toLowerCase()).find(known) ??
          'en')
    const words = document.querySelector('.boot-splash p')
    if (words && Object.hasOwn(LOADING, language)) {
      words.textContent = LOADING[language]
      words.setAttribute('lang', language)
    }
  } catch {
    // No storage or a damaged value: the light, English screen is fine, and the app does the rest.
  }
})()
