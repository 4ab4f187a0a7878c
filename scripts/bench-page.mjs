// In-page measurements of the benchmark, in the signed-in browser of bench-browser.mjs:
// the mock back end's list endpoints timed where the app calls them, and the JS heap after a tour
// of every menu route by client-side navigation.
import { SESSION_KEY } from './bench-browser.mjs'
import { networkQuiet } from './bundle-figures.mjs'

/** The GET list endpoints of docs/api.md, with their default query (the first page where paged). */
export const LIST_ENDPOINTS = [
  '/apps/email/emails',
  '/api/users/list/data',
  '/api/users/list/all-data',
  '/apps/invoice/invoices',
  '/apps/todo/tasks',
  '/apps/ecommerce/products',
  '/apps/chat/chats-and-contacts',
  '/api/datatables/data',
  '/api/datatables/initial-data',
  '/apps/calendar/events?calendars=Personal&calendars=Business&calendars=Family&calendars=Holiday&calendars=ETC',
  '/blog/list/data',
]

/**
 * Opens /dashboard/analytics at `?scale=` and calls each endpoint through the page's fetch (which
 * the mock intercepts) with the session's token: once untimed (it seeds the tables and loads the
 * route module), then `repeats` timed calls, each until the whole body has arrived.
 */
export async function timeEndpoints({ context, base, scale, repeats }) {
  const page = await context.newPage()
  const settled = networkQuiet(page)
  try {
    await page.goto(`${base}/dashboard/analytics?scale=${scale}`)
    await settled()
    return await page.evaluate(
      async ({ endpoints, repeats, key }) => {
        const { accessToken } = JSON.parse(localStorage.getItem(key) ?? '{}')
        const headers = { Authorization: `Bearer ${accessToken}` }
        const call = async (path) => {
          const start = performance.now()
          const response = await fetch(path, { headers })
          const body = await response.text()
          return { ms: performance.now() - start, status: response.status, bytes: body.length }
        }
        const results = []
        for (const path of endpoints) {
          const first = await call(path)
          const times = []
          let last = first
          for (let i = 0; i < repeats; i += 1) {
            last = await call(path)
            times.push(last.ms)
          }
          results.push({ path, status: last.status, bytes: last.bytes, firstMs: first.ms, times })
        }
        return results
      },
      { endpoints: LIST_ENDPOINTS, repeats, key: SESSION_KEY },
    )
  } finally {
    await page.close()
  }
}

/** The page's used JS heap in MiB after two garbage collections (Chromium's own count). */
export async function heapAfterGc(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize / 1024 / 1024
}

/** Layout preferences in browser storage (src/lib/layout-preferences.ts); unset fields keep their defaults. */
const LAYOUT_KEY = 'tavola.layout'
const NAV_LINKS = '.mantine-AppShell-navbar a[href^="/"]'

/** Opens every collapsed group of the side menu (nested groups need a second pass). */
async function expandMenu(page) {
  for (let pass = 0; pass < 3; pass += 1) {
    const opened = await page.evaluate(() => {
      const closed = document.querySelectorAll(
        '.mantine-AppShell-navbar button[aria-expanded="false"]',
      )
      closed.forEach((button) => button.click())
      return closed.length
    })
    if (!opened) return
    await page.waitForTimeout(250)
  }
}

/**
 * Signed in at /, with the full menu, visits every route of the side menu once by clicking its link (going back first
 * when a page without a usable menu, such as a sign-in page variant, is on screen), returns to /, then
 * collects garbage and reads the JS heap. Also records, per route, the JS and CSS files first
 * fetched when it opened (its chunks) and the uncaught errors seen.
 */
export async function heapAfterEveryRoute({ context, base }) {
  const page = await context.newPage()
  const settled = networkQuiet(page)
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  let fetched = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === base && /\.(js|css)$/.test(url.pathname)) fetched.push(url.pathname.slice(1))
  })
  try {
    // The menu's default rail shows groups as flyouts; the full menu lists every link in place.
    await page.goto(`${base}/`)
    await page.evaluate((key) => localStorage.setItem(key, '{"menuCollapsed":false}'), LAYOUT_KEY)
    await page.reload()
    await settled()
    await expandMenu(page)
    const hrefs = await page
      .locator(NAV_LINKS)
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))])
    const routes = []
    for (const href of [...hrefs.filter((href) => href !== '/'), '/']) {
      const link = page.locator(`${NAV_LINKS}[href="${href}"]`).first()
      // A layout demo may hide the menu, shrink it to a rail or leave it inert: the full menu is
      // back a page or two earlier, its groups closed again.
      const usable = async () =>
        (await link.isVisible()) && (await link.evaluate((a) => !a.closest('[inert]')))
      for (let tries = 0; tries < 5 && !(await usable()); tries += 1) {
        await expandMenu(page)
        if (await usable()) break
        await page.goBack()
        await settled()
      }
      fetched = []
      await link.click()
      await page.waitForURL((url) => url.pathname.startsWith(href), { timeout: 10_000 })
      await settled()
      routes.push({ path: href, files: [...new Set(fetched)] })
    }
    const usedMiB = await heapAfterGc(context, page)
    return { usedMiB, routes, errors }
  } finally {
    await page.close()
  }
}
