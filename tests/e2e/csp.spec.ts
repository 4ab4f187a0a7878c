import type { Page } from '@playwright/test'
import { expect, navigateInApp, signedIn, test } from './fixtures'

// The production build sets a Content-Security-Policy without
// 'unsafe-inline' (or eval) for scripts, and the app runs under it with no violation.
declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Keeps each violation of the policy the page meets, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
}

test('the build sets a strict script policy and the app runs under it', async ({ page }) => {
  await recordViolations(page)
  await page.goto('/login')
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  const scriptSrc = policy?.split(';').find((part) => part.trim().startsWith('script-src'))
  expect(scriptSrc?.trim()).toBe("script-src 'self'")

  // Signed in, the app starts on its home page and loads each app's code as it goes there.
  await signedIn(page, 'admin')
  for (const [index, path] of [
    '/',
    '/dashboard/analytics',
    '/apps/email',
    '/apps/calendar',
    '/apps/invoice/list',
    '/apps/ecommerce/shop',
  ].entries()) {
    if (index === 0) await page.goto(path)
    else await navigateInApp(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => window.__cspViolations), path).toEqual([])
  }
})

test('the invoice PDF is made under the policy', async ({ page }) => {
  await recordViolations(page)
  await signedIn(page, 'admin')
  await page.goto('/apps/invoice/preview/5010')
  await expect(page.getByRole('table', { name: 'Items of invoice #5010' })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  expect((await downloading).suggestedFilename()).toBe('invoice-5010.pdf')
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
})
