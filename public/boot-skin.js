// Runs before the app's scripts (async, a few hundred bytes): the loading screen takes the stored
// skin and direction, so a reload in the dark skin does not flash white while the app loads.
// The app then sets both itself (src/app/providers.tsx, src/app/layout-sync.tsx).
;(() => {
  try {
    const layout = JSON.parse(localStorage.getItem('tavola.layout') ?? '{}')
    const html = document.documentElement
    if (layout.skin === 'dark' && !html.hasAttribute('data-mantine-color-scheme')) {
      html.setAttribute('data-mantine-color-scheme', 'dark')
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', '#242424')
    }
    if (layout.direction === 'rtl') html.setAttribute('dir', 'rtl')
  } catch {
    // No storage or a damaged value: the light splash is fine, and the app handles the rest.
  }
})()
