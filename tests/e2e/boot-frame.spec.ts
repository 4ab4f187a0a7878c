import type { Locator, Page } from '@playwright/test'
import { expect, LANGUAGE_KEY, LAYOUT_KEY, signedIn, test } from './fixtures'

/**
 * Holds the app's scripts back, as a slow link does, until the returned function lets them
 * through: the loading screen stays on screen meanwhile.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** The background colour an element stands on: its own or its nearest painted ancestor's. */
function behind(element: Locator): Promise<string> {
  return element.evaluate((start) => {
    for (let node: Element | null = start; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor
      if (colour !== 'rgba(0, 0, 0, 0)') return colour
    }
    return ''
  })
}

/** Where the element's text stands (its box spans the line; the text sits at one end of it). */
function textBox(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    const { x, y, width, height } = range.getBoundingClientRect()
    return { x, y, width, height }
  })
}

/** The loading screen's status in each language the cases use (the catalogues' `boot.loading`). */
const LOADING: Record<string, string> = { en: 'Loading…', de: 'Wird geladen…', fr: 'Chargement…' }

interface Case {
  path: string
  heading: string
  width: number
  layout?: object
  language?: string
}

const cases: Case[] = [
  // The defaults: the side menu collapsed to its rail.
  { path: '/dashboard/analytics', heading: 'Analytics', width: 1350 },
  // The greeting names the stored session's user.
  { path: '/', heading: 'Willkommen zurück, John Doe', width: 375, language: 'de' },
  {
    path: '/apps/invoice/list',
    heading: 'Rechnungen',
    width: 375,
    layout: { skin: 'dark', direction: 'rtl' },
    language: 'de',
  },
  {
    path: '/apps/user/list',
    heading: 'Utilisateurs',
    width: 1350,
    layout: { menuCollapsed: false, contentWidth: 'boxed', direction: 'rtl' },
    language: 'fr',
  },
  {
    path: '/dashboard/analytics',
    heading: 'Analytics',
    width: 1350,
    layout: { menuLayout: 'horizontal' },
  },
]

for (const { path, heading, width, layout, language } of cases) {
  test(`${path} at ${String(width)} px ${JSON.stringify(layout ?? {})}: its heading shows before the scripts run, where the app draws it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await signedIn(page, 'admin')
    await page.addInitScript(
      ({ layoutKey, languageKey, stored, chosen }) => {
        if (stored) localStorage.setItem(layoutKey, stored)
        if (chosen) localStorage.setItem(languageKey, chosen)
      },
      {
        layoutKey: LAYOUT_KEY,
        languageKey: LANGUAGE_KEY,
        stored: layout ? JSON.stringify(layout) : '',
        chosen: language ?? '',
      },
    )
    const release = await holdScripts(page)
    await page.goto(path, { waitUntil: 'commit' })

    // The loading screen: the shell's frame and the page's heading, nothing of the app yet. The
    // frame is a picture, hidden from assistive technology, which meets the status as before.
    const frame = page.locator('.boot-frame')
    const early = frame.locator('h1')
    await expect(early).toHaveText(heading)
    await expect(frame).toHaveAttribute('aria-hidden', 'true')
    await expect(page.getByRole('status')).toHaveText(LOADING[language ?? 'en'] ?? '')
    const before = await textBox(early)
    const page0 = await behind(early)

    release()
    await expect(frame).toHaveCount(0)
    const drawn = page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: heading, exact: true })
    await expect(drawn).toBeVisible()
    const after = await textBox(drawn)
    // The app's heading stands where the loading screen's stood, on the same background.
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after[side] - before[side]), side).toBeLessThanOrEqual(1)
    expect(await behind(drawn)).toBe(page0)
  })
}

for (const navbarColor of ['brand', 'teal', 'dark']) {
  test(`a ${navbarColor} navbar: the loading screen's top bar has the colour the app's then has`, async ({
    page,
  }) => {
    await signedIn(page, 'admin')
    await page.addInitScript(({ layoutKey, stored }) => localStorage.setItem(layoutKey, stored), {
      layoutKey: LAYOUT_KEY,
      stored: JSON.stringify({ navbarColor }),
    })
    const release = await holdScripts(page)
    await page.goto('/dashboard/analytics', { waitUntil: 'commit' })
    const early = page.locator('.boot-frame-header')
    await expect(early).toBeVisible()
    const colour = await early.evaluate((bar) => getComputedStyle(bar).backgroundColor)

    release()
    await expect(page.locator('.boot-frame')).toHaveCount(0)
    await expect(page.locator('header.mantine-AppShell-header [data-colored]')).toHaveCSS(
      'background-color',
      colour,
    )
  })
}

/**
 * Loads `path` with the scripts held back and finds the plain loading screen, without the frame;
 * then lets the scripts through.
 */
async function expectPlainLoadingScreen(page: Page, path: string) {
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: 'commit' })
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible()
  await expect(page.locator('.boot-frame')).toHaveCount(0)
  release()
}

test('a page whose heading the build does not know keeps the plain loading screen', async ({
  page,
}) => {
  await signedIn(page, 'admin')
  await expectPlainLoadingScreen(page, '/apps/email')
  await expect(page.getByRole('list', { name: 'Inbox' })).toBeVisible()
})

test('a page the user may not open keeps the plain loading screen', async ({ page }) => {
  // The client account's rules do not open the dashboards (its home is /access-control).
  await signedIn(page, 'client')
  await expectPlainLoadingScreen(page, '/')
  await expect(page).toHaveURL('/access-control')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access control')
})
