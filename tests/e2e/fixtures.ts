import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { seedAccounts } from '../../src/mock/fixtures/accounts'
import { issueTokens } from '../../src/mock/jwt'

/** The demo accounts of the mock back end (src/mock/fixtures/accounts.ts) and where each lands. */
export const accounts = {
  admin: {
    email: 'admin@demo.com',
    password: 'admin',
    fullName: 'John Doe',
    home: '/',
  },
  client: {
    email: 'client@demo.com',
    password: 'client',
    fullName: 'Jane Doe',
    home: '/access-control',
  },
} as const

export type AccountName = keyof typeof accounts

/** What the app keeps in localStorage under SESSION_KEY (src/lib/session.ts). */
export interface StoredSession {
  userData: {
    id: number
    fullName: string
    email: string
    role: string
    ability: { action: string; subject: string }[]
    [key: string]: unknown
  }
  accessToken: string
  refreshToken: string
}

export const SESSION_KEY = 'tavola.session'
/** Mantine's localStorageColorSchemeManager default key. */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value'
/** The layout preferences (skin, menu…), a JSON object; fields not given take their defaults. */
export const LAYOUT_KEY = 'tavola.layout'
/** The chosen language (src/lib/i18n.ts). */
export const LANGUAGE_KEY = 'tavola.language'

export interface ConsoleGuard {
  /**
   * Lets through console errors matching `pattern` in this test only, for a
   * test that provokes them on purpose. Uncaught page errors are never let through.
   */
  allowConsoleError(pattern: RegExp): void
}

/**
 * The testing rule of the starting design: a console.error or an uncaught page error fails a
 * test. The guard listens on the whole browser context, so pages a test opens
 * itself are watched too.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard; permissionsReset: undefined }>({
  consoleGuard: [
    async ({ context }, provide) => {
      const problems: string[] = []
      const allowed: RegExp[] = []
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (allowed.some((pattern) => pattern.test(text))) return
        const { url, lineNumber } = message.location()
        problems.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`)
      })
      context.on('weberror', (webError) => {
        const error = webError.error()
        problems.push(`uncaught page error: ${error.stack ?? error.message}`)
      })
      await provide({ allowConsoleError: (pattern) => void allowed.push(pattern) })
      expect(problems, 'console errors or uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
  // The browser context is reused by the next test (playwright.config.ts), and Playwright's reset
  // between tests leaves granted permissions in place: a test's clipboard access ends with it.
  permissionsReset: [
    async ({ context }, provide) => {
      await provide(undefined)
      await context.clearPermissions()
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Stores layout preferences (skin, direction, …) before the page's scripts run, as a returning
 * visitor's browser holds them.
 */
export async function withLayout(page: Page, layout: Record<string, unknown>) {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: LAYOUT_KEY,
    value: JSON.stringify(layout),
  })
}

/** The sign-in form's fields (the password field by role: getByLabel also matches the visibility toggle). */
export function loginForm(page: Page) {
  return {
    email: page.getByRole('textbox', { name: 'Email' }),
    password: page.getByRole('textbox', { name: 'Password' }),
    submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  }
}

/** Fills and submits the sign-in form already on screen, with any email and password. */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = loginForm(page)
  await form.email.fill(email)
  await form.password.fill(password)
  await form.submit.click()
}

/**
 * A real session for a demo account, as `POST /jwt/login` answers it: tokens
 * signed by the mock's own JWT code (they pass its checks like any other) and
 * the account's public fields.
 */
export async function sessionOf(who: AccountName): Promise<StoredSession> {
  const record = seedAccounts().find((account) => account.email === accounts[who].email)
  if (!record) throw new Error(`no seeded account for ${who}`)
  const { passwordHash: _hash, passwordSalt: _salt, ...userData } = record
  return { userData, ...(await issueTokens(record.id)) }
}

/**
 * Starts the page signed in as a demo account, without the sign-in form: the
 * session is stored where the app keeps it before the page's first load, and
 * the app checks it with the back end at start-up as it does after a reload.
 * Only the next load is seeded, so signing out and reloading stays signed out;
 * a later call seeds the load after it. Follow it with the `goto` of the page under test.
 */
export async function signedIn(page: Page, who: AccountName): Promise<void> {
  const session = JSON.stringify(await sessionOf(who))
  await page.addInitScript(
    ({ key, value, marker }) => {
      if (location.protocol !== 'http:' || sessionStorage.getItem(marker)) return
      sessionStorage.setItem(marker, '1')
      localStorage.setItem(key, value)
    },
    { key: SESSION_KEY, value: session, marker: `e2e.session-seeded.${crypto.randomUUID()}` },
  )
}

/**
 * Signs in through the UI as a demo account and waits for its landing page.
 * Only the sign-in journeys use it; every other test starts with `signedIn`.
 * Opens /login first unless `{ open: false }` (the form is already on screen).
 */
export async function signIn(page: Page, who: AccountName, { open = true } = {}) {
  const account = accounts[who]
  if (open) await page.goto('/login')
  await submitLogin(page, account.email, account.password)
  await expect(page).toHaveURL(account.home)
}

/**
 * Counts the page's fetch calls in flight, also those the in-page mock
 * answers (they never reach the network, so Playwright does not see them).
 * The returned `settled()` waits until no call has been pending for a quarter
 * of a second: once the page's content is on screen, its start-up calls (the
 * shell's own data) are done, so a test moving the clock knows that the next
 * call is the one it makes. Call it before the first goto.
 */
export async function watchActivity(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    // Whatever is assigned to fetch later (the mock's interceptor) is wrapped too.
    let pending = 0
    const counted =
      (fn: typeof fetch): typeof fetch =>
      async (...args) => {
        pending += 1
        try {
          return await fn(...args)
        } finally {
          pending -= 1
        }
      }
    let current = counted(window.fetch.bind(window))
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      get: () => current,
      set: (fn: typeof fetch) => {
        current = counted(fn)
      },
    })
    Object.defineProperty(window, '__e2ePendingFetches', { get: () => pending })
  })
  return async function settled() {
    let quiet = 0
    await expect
      .poll(
        async () => {
          const fetches = await page.evaluate(
            () => (window as unknown as { __e2ePendingFetches?: number }).__e2ePendingFetches ?? 0,
          )
          quiet = fetches === 0 ? quiet + 1 : 0
          return quiet
        },
        { message: 'the page never settled', intervals: [50], timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(5)
  }
}

/** The stored session, or null when there is none (or it is not JSON). */
export async function readSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key)
    if (raw === null) return null
    try {
      return JSON.parse(raw) as StoredSession
    } catch {
      return null
    }
  }, SESSION_KEY)
}

/** Replaces the stored session's raw text (the app reads it again on the next full load). */
export async function writeSessionRaw(page: Page, raw: string) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: raw,
  })
}

/**
 * Waits until `items` match at least one element and each one's text contains `text`, in any
 * case: a filtered list is checked once its new rows have replaced the old ones.
 */
export async function expectEachToContain(items: Locator, text: string) {
  await expect
    .poll(
      async () => {
        const texts = await items.allInnerTexts()
        return (
          texts.length > 0 && texts.every((item) => item.toLowerCase().includes(text.toLowerCase()))
        )
      },
      { message: `every item contains "${text}"` },
    )
    .toBe(true)
}

/**
 * Goes to an address inside the running app, as its own links do, and returns once the router has
 * loaded the new page and it is drawn: the app and its in-page back end are not started again.
 * For steps whose subject is the page, not its load. TanStack Router puts its router on
 * `window.__TSR_ROUTER__` in the browser; `navigate` resolves when the route's loading is done.
 */
export async function navigateInApp(page: Page, url: string) {
  await page.evaluate(async (href) => {
    const { __TSR_ROUTER__: router } = window as unknown as {
      __TSR_ROUTER__?: { navigate: (options: { href: string }) => Promise<void> }
    }
    if (!router) throw new Error('no router in the page (window.__TSR_ROUTER__)')
    await router.navigate({ href })
    // React draws the new state by the next frame.
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
  }, url)
}

/**
 * Brings the tab to a page a step needs, not one whose load it checks: the first time by loading
 * the address, then, once the app runs in the tab, by following inside it (`navigateInApp`).
 * A load started after an init script was added (a session, a stored preference) needs `page.goto`.
 */
export async function reach(page: Page, url: string) {
  const running = await page.evaluate(() => '__TSR_ROUTER__' in window)
  if (running) await navigateInApp(page, url)
  else await page.goto(url)
}

/** Path and search of the page's current address, e.g. "/login?redirect=%2F". */
export function pathOf(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** The WCAG 2.1 A/AA rules plus axe's best practices: together, every rule axe runs by default. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/**
 * Runs axe on the page as it is and fails with a readable list of violations.
 * axe is put into a document once and run there directly: the app has no frames,
 * so axe's frame-by-frame mode (a new page for every scan) would only add seconds.
 * Only violations are collected; every rule of `axeTags` still runs.
 */
export async function expectNoAxeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> }
    }
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary,
    }))
  }, axeTags)
  expect(violations, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * Waits until every image in the page has loaded or failed: the moment a payload's `onerror`
 * or `onload` would have run, for the tests that check none did.
 */
export async function pageSettled(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
}

/** The page is no wider than the viewport (the narrow layout may follow a resize a moment later). */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: 'the page scrolls sideways',
    })
    .toBeLessThanOrEqual(width)
}

/** The map page's tile server (src/features/gallery/maps/locations.ts). */
export const mapTiles = 'https://tile.openstreetmap.org/**'
// A 1×1 transparent PNG: the tile server as seen when it answers.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/**
 * This machine has no network: the map's tile server is answered here, so a
 * visit to the map does not log the browser's "Failed to load resource" error.
 */
export async function serveTiles(page: Page) {
  await page.route(mapTiles, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: blankTile }),
  )
}

/**
 * How far the calendar's last day column (Sunday, the week starting on Monday) reaches past its
 * month grid's edge, in px: 0 or less when the seven columns are whole.
 */
export async function sundayOverhang(page: Page): Promise<number> {
  const [grid, sunday] = await Promise.all([
    page.locator('.fc-scrollgrid').boundingBox(),
    page.getByRole('columnheader', { name: 'Sun' }).boundingBox(),
  ])
  return grid && sunday ? Math.round(sunday.x + sunday.width - (grid.x + grid.width)) : NaN
}
