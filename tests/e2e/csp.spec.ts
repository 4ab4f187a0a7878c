import { expect, navigateInApp, signedIn, test } from './fixtures'

// The production build sets a Content-Security-Policy without
// 'unsafe-inline' (or eval) for scripts, and the app runs under it with no violation.
declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

test('the build sets a strict script policy and the app runs under it', async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
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
