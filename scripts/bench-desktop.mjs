// Desktop figures of the benchmark (docs/bench.md), in the signed-in browser of bench-browser.mjs,
// at 1350×940 without throttling: the analytics dashboard's first visit (heading, every chart,
// the JS it fetched, the heap after garbage collection) and how fast the user list changes (next
// page, search), each the median of `runs`.
import { forgetPreviousVisit, median } from './bench-browser.mjs'
import { gzipKb, networkQuiet } from './bundle-figures.mjs'
import { heapAfterGc } from './bench-page.mjs'

const VIEWPORT = { width: 1350, height: 940 }
const DASHBOARD = '/dashboard/analytics'
const USER_LIST = '/apps/user/list'
const USER_ROWS = 'table[aria-label="Users"] tbody'
// A search that changes the first page's rows (fewer users match it than the list holds).
const USER_QUERY = 'ma'

/**
 * Records, from the navigation's start (`performance.now()`), when the page's `<h1>` appeared
 * (the loading screen's, drawn before the app's scripts run: src/app/boot-frame.ts), when the
 * app drew its own, and when every chart drawing on it (`[data-chart]`) held its SVG, counting
 * only the moment the largest number of drawings were all drawn (cards that arrive later add
 * drawings).
 */
function recordMarks() {
  const marks = { heading: undefined, appHeading: undefined, charts: undefined, chartCount: 0 }
  Object.defineProperty(window, '__benchMarks', { value: marks })
  const check = () => {
    if (marks.heading === undefined && document.querySelector('main h1'))
      marks.heading = performance.now()
    if (
      marks.appHeading === undefined &&
      document.querySelector('main h1:not(.boot-frame-heading)')
    )
      marks.appHeading = performance.now()
    const drawings = document.querySelectorAll('[data-chart]')
    if (
      drawings.length > marks.chartCount &&
      [...drawings].every((drawing) => drawing.querySelector('svg'))
    ) {
      marks.chartCount = drawings.length
      marks.charts = performance.now()
    }
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true })
}

/** One first visit of the dashboard by the signed-in user: its marks, JS files and heap. */
async function visitDashboard({ context, base, dist }) {
  await forgetPreviousVisit(context, base)
  const page = await context.newPage()
  await page.setViewportSize(VIEWPORT)
  const scripts = new Set()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1))
  })
  await page.addInitScript(recordMarks)
  const settled = networkQuiet(page)
  try {
    await page.goto(`${base}${DASHBOARD}`)
    await settled(1000)
    // Every card has its answer (no loading skeleton is left) and every chart holds its SVG.
    await page.waitForFunction(
      () => {
        const charts = [...document.querySelectorAll('[data-chart]')]
        return (
          document.querySelector('main [aria-busy="true"]') === null &&
          charts.length > 0 &&
          charts.every((chart) => chart.querySelector('svg'))
        )
      },
      undefined,
      { timeout: 10_000 },
    )
    const marks = await page.evaluate(() => ({ ...window.__benchMarks }))
    const heapMiB = await heapAfterGc(context, page)
    const jsKb = [...scripts].reduce((sum, file) => sum + gzipKb(dist, file), 0)
    return { ...marks, heapMiB, jsKb, jsFiles: scripts.size }
  } finally {
    await page.close()
  }
}

/**
 * Milliseconds from the user's input (an `input` or `click` event) to the frame that shows the
 * list's changed rows: the rows are watched from before the input, and the time is read in the
 * first animation frame after they changed.
 */
async function timeRowsChange(page, act) {
  await page.evaluate((rowsSelector) => {
    const rows = document.querySelector(rowsSelector)
    const before = rows.textContent
    window.__benchChange = new Promise((resolve) => {
      let start
      const begin = () => (start ??= performance.now())
      document.addEventListener('input', begin, { capture: true, once: true })
      document.addEventListener('click', begin, { capture: true, once: true })
      const observer = new MutationObserver(() => {
        const now = document.querySelector(rowsSelector)
        if (start === undefined || !now || now.textContent === before) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - start))
      })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    })
  }, USER_ROWS)
  await act()
  return page.evaluate(() => window.__benchChange)
}

async function openUserList(context, base) {
  const page = await context.newPage()
  await page.setViewportSize(VIEWPORT)
  const settled = networkQuiet(page)
  await page.goto(`${base}${USER_LIST}`)
  await page.locator(`${USER_ROWS} tr`).first().waitFor()
  await settled()
  return page
}

/** One measure of the user list: next page (a click), then a search typed in one input event. */
async function changeUserList({ context, base }) {
  let page = await openUserList(context, base)
  try {
    const nextPage = await timeRowsChange(page, () =>
      page.getByRole('button', { name: 'Next page' }).click(),
    )
    await page.close()
    page = await openUserList(context, base)
    const search = await timeRowsChange(page, () =>
      page.getByRole('searchbox', { name: 'Search users' }).fill(USER_QUERY),
    )
    return { nextPage, search }
  } finally {
    await page.close()
  }
}

const medianOf = (runs, key) => median(runs.map((run) => run[key]).filter(Number.isFinite))

/** The desktop figures, each the median of `runs` (every run's figures kept too). */
export async function desktopFigures({ context, base, dist, runs }) {
  const dashboard = []
  const lists = []
  for (let run = 0; run < runs; run += 1) {
    dashboard.push(await visitDashboard({ context, base, dist }))
    lists.push(await changeUserList({ context, base }))
  }
  return {
    headingMs: medianOf(dashboard, 'heading'),
    appHeadingMs: medianOf(dashboard, 'appHeading'),
    chartsMs: medianOf(dashboard, 'charts'),
    charts: medianOf(dashboard, 'chartCount'),
    heapMiB: medianOf(dashboard, 'heapMiB'),
    jsKb: medianOf(dashboard, 'jsKb'),
    jsFiles: medianOf(dashboard, 'jsFiles'),
    nextPageMs: medianOf(lists, 'nextPage'),
    searchMs: medianOf(lists, 'search'),
    runs: { dashboard, lists },
  }
}
