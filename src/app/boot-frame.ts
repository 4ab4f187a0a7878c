/** The layout preferences the frame follows (src/lib/layout-preferences.ts). */
export interface BootFrameLayout {
  skin: string
  contentWidth: string
  menuLayout: string
  menuCollapsed: boolean
  menuHidden: boolean
  navbarColor: string
  navbarType: string
}

/**
 * The loading screen of a signed-in page whose heading the build knows: the shell's frame (its
 * top bar, its side menu's column, the content's background) and the page's `<h1>`, each where
 * the app then draws its own (src/components/layout/app-layout.tsx; index.html styles them). A
 * visitor sees where they are while the app's scripts load, and the app's first screen replaces
 * it whole. Assistive technology meets the loading screen's status ("Loading…") as before. `boot-preload.js` runs this source as it is (scripts/vite-boot-preload.ts), before the
 * app's scripts: it names nothing outside itself. `stored` is the stored preferences' JSON; a
 * field it lacks, or holds in the wrong type, is the default's. `navbarColours` is the top bar's
 * colour for each navbar colour but white, which keeps the skin's surface.
 */
export function drawBootFrame(
  root: HTMLElement,
  heading: string,
  size: string,
  stored: string | null,
  defaults: BootFrameLayout,
  navbarColours: Record<string, string>,
): void {
  let parsed: unknown
  try {
    parsed = JSON.parse(stored ?? '{}')
  } catch {
    parsed = {}
  }
  const record = typeof parsed === 'object' && parsed !== null ? parsed : {}
  const pick = <K extends keyof BootFrameLayout>(key: K): BootFrameLayout[K] => {
    const value: unknown = (record as Record<string, unknown>)[key]
    return typeof value === typeof defaults[key] ? (value as BootFrameLayout[K]) : defaults[key]
  }
  const horizontal = pick('menuLayout') === 'horizontal'
  const doc = root.ownerDocument
  const part = (tag: string, className: string) => {
    const element = doc.createElement(tag)
    element.className = className
    return element
  }
  const frame = part('div', 'boot-frame')
  frame.dataset.skin = pick('skin')
  frame.dataset.header =
    pick('navbarType') === 'hidden' ? 'none' : horizontal ? 'two-rows' : 'one-row'
  frame.dataset.menu =
    horizontal || pick('menuHidden') ? 'none' : pick('menuCollapsed') ? 'rail' : 'side'
  if (pick('contentWidth') === 'boxed') frame.dataset.boxed = ''
  frame.setAttribute('aria-hidden', 'true')
  const main = part('main', 'boot-frame-main')
  const content = part('div', 'boot-frame-content')
  const title = part('h1', 'boot-frame-heading')
  title.dataset.size = size
  title.textContent = heading
  content.append(title)
  main.append(content)
  const header = part('div', 'boot-frame-header')
  const colour = pick('navbarColor')
  if (Object.hasOwn(navbarColours, colour)) {
    header.style.background = navbarColours[colour] ?? ''
    header.style.borderColor = 'transparent'
  }
  frame.append(header, part('div', 'boot-frame-menu'), main)
  // The loading screen's status stays, out of sight, for assistive technology: the frame is only
  // a picture of what comes (hidden from it), and nothing in it can be used yet.
  const status = root.querySelector('.boot-splash')
  status?.setAttribute('data-quiet', '')
  root.replaceChildren(frame, ...(status ? [status] : []))
}
