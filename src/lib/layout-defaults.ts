/**
 * Where the layout preferences live in browser storage, and their defaults. A module of its own,
 * without imports, as the build reads it too: `boot-preload.js` draws the shell's frame from the
 * stored layout before the app's scripts have run (src/app/boot-frame.ts).
 */
export const LAYOUT_STORAGE_KEY = 'tavola.layout'

/** The navbar's colours: white is the skin's surface, the others a palette's dark shade (navbar-colors.ts). */
export const navbarColors = ['white', 'brand', 'blue', 'teal', 'grape', 'dark'] as const

/** SPEC section 9: light, LTR, vertical, full width, menu collapsed, sticky white navbar, static footer, scroll-to-top on. */
export const storedLayoutDefaults = {
  skin: 'light',
  contentWidth: 'full',
  direction: 'ltr',
  menuLayout: 'vertical',
  menuCollapsed: true,
  menuHidden: false,
  navbarColor: 'white',
  navbarType: 'sticky',
  footerType: 'static',
  scrollToTop: true,
} as const
