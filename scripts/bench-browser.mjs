// The benchmark's browser: a Chromium we launch ourselves with a debugging port, so that Playwright
// (sign-in, in-page measurements) and Lighthouse share one profile and its signed-in session.
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from './chromium-path.mjs'
import { networkQuiet, waitForServer } from './bundle-figures.mjs'

export const ADMIN = { email: 'admin@demo.com', password: 'admin' }
export const SESSION_KEY = 'tavola.session'
/** The pages the speed issue measures signed in (/login is measured signed out). */
export const SIGNED_IN_PAGES = ['/', '/dashboard/analytics', '/apps/email', '/apps/invoice/list']
const CATEGORIES = ['performance', 'accessibility', 'best-practices']

/**
 * Deletes the throw-away profile. Chromium's helper processes can still be writing to it just after
 * the browser has exited (ENOTEMPTY), so it retries, and a folder left in the temp dir is only a warning.
 */
function removeProfile(profile) {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
  } catch (error) {
    console.warn(`bench: could not remove ${profile}: ${String(error)}`)
  }
}

/** Starts headless Chromium on `debugPort` with a throw-away profile; `close()` ends both. */
export async function launchBrowser(debugPort) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const proc = spawn(
    chromiumPath() ?? 'chromium',
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      '--window-size=1280,900',
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  try {
    await waitForServer(`http://127.0.0.1:${debugPort}/json/version`)
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`)
    // The default context is the profile's: pages Lighthouse opens see the same storage.
    const context = browser.contexts()[0]
    const close = async () => {
      await browser.close().catch(() => {})
      proc.kill()
      await new Promise((resolve) =>
        proc.exitCode === null ? proc.once('exit', resolve) : resolve(),
      )
      removeProfile(profile)
    }
    return { browser, context, close }
  } catch (error) {
    proc.kill()
    removeProfile(profile)
    throw error
  }
}

/** Signs in as the demo admin through the form; the session then lives in the profile's storage. */
export async function signIn(context, base) {
  const page = await context.newPage()
  const settled = networkQuiet(page)
  await page.goto(`${base}/login`)
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(`${base}/`)
  // Closed while `/` still loads, its requests would finish after the next cache clear and be
  // cached: the next first visit would get those files revalidated.
  await settled(500)
  await page.close()
}

/**
 * The mock ends a session that made no call for ten minutes (src/lib/session-keeper.ts), and a
 * build that a long comparison visits every other minute can outlast it between two visits. This
 * signs in again from the start: the stored session removed (the sign-in page sends a signed-in
 * visitor on), then the form.
 */
export async function signInAgain(context, base) {
  const page = await context.newPage()
  await page.goto(`${base}/favicon.svg`)
  await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY)
  await page.close()
  await signIn(context, base)
}

/**
 * Lighthouse's storage reset is off (`disableStorageReset`) so the session survives, so each run
 * clears what would make it a repeat visit itself: the HTTP cache, the service worker and its caches.
 *
 * The previous visit's service worker may still be installing, downloading every file of the app:
 * a file it fetched after the HTTP cache was cleared would be cached again, and the next visit would
 * get it revalidated (a 304 of a few hundred bytes) instead of downloaded. So the worker is
 * unregistered and stopped before the cache is cleared, and each Lighthouse run checks that it was
 * a first visit (`revalidatedFiles`).
 */
export async function forgetPreviousVisit(context, base) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'service_workers,cache_storage',
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
  await page.close()
}

/**
 * The files a Lighthouse run got revalidated rather than downloaded. Lighthouse reports a 304 as the
 * 200 it stands for, with only its headers transferred: a file of more than 4 kB that arrived in
 * fewer than 400 bytes came from the HTTP cache (no gzip shrinks code that far).
 */
export function revalidatedFiles(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  return items
    .filter((item) => item.resourceSize > 4000 && item.transferSize < 400)
    .map((item) => item.url)
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * The bench's Lighthouse flags: the mobile profile on the browser at `debugPort`, keeping the
 * signed-in session (each run clears the rest itself: `forgetPreviousVisit`).
 */
export function lighthouseFlags(debugPort, onlyCategories) {
  return {
    port: debugPort,
    logLevel: 'error',
    output: 'json',
    onlyCategories,
    disableStorageReset: true,
    // Screenshots do not count in any score and take seconds per run on a busy machine.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
  }
}

/**
 * Lighthouse (default config: the mobile profile) `runs` times on `base + path`, scores 0-100.
 * Returns each category's median, LCP (s) and total blocking time (ms), and every run's figures.
 */
export async function lighthouseScores({ context, base, path, debugPort, runs }) {
  const perRun = []
  for (let run = 0; run < runs; run += 1) {
    await forgetPreviousVisit(context, base)
    const result = await lighthouse(`${base}${path}`, lighthouseFlags(debugPort, CATEGORIES))
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`)
    if (new URL(lhr.finalDisplayedUrl).pathname !== path)
      throw new Error(`Lighthouse on ${path} ended on ${lhr.finalDisplayedUrl} (signed out?)`)
    const revalidated = revalidatedFiles(lhr)
    if (revalidated.length > 0)
      throw new Error(`Lighthouse on ${path} was not a first visit: ${revalidated.join(', ')}`)
    perRun.push({
      ...Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
      ),
      lcpS: Number((lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      // Lighthouse's own measure of the machine's speed (a fixed JS loop run in the page; higher is
      // faster), which its blocking time depends on as much as on the page.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    })
  }
  const medians = Object.fromEntries(
    [...CATEGORIES, 'lcpS', 'tbtMs', 'benchmarkIndex'].map((id) => [
      id,
      median(perRun.map((scores) => scores[id])),
    ]),
  )
  return { path, ...medians, runs: perRun }
}
