import { expect, signedIn, test } from './fixtures'

// The offline journeys are about the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test('the web manifest names the client and has an icon, a maskable one too', async ({ page }) => {
  await page.goto('/login')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const response = await page.request.get(href ?? '')
  expect(response.ok()).toBe(true)
  const manifest = (await response.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    icons: { src: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'Tavola',
    short_name: 'Tavola',
    start_url: '/',
    display: 'standalone',
  })
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true)
})

test('after the first visit the app works offline: reload and client routes, signed in', async ({
  page,
  context,
}) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`))
  await signedIn(page, 'admin')
  await page.goto('/')
  // The service worker registers after the page has loaded, precaches every chunk, then takes the page.
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect.poll(() => logs).toContain('info: The app is cached and works offline.')

  await context.setOffline(true)
  await expect
    .poll(() => logs)
    .toContain('warning: You are offline: the app keeps working from its cache.')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
  await expect(page.getByRole('button', { name: /^Account menu: John Doe/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible()

  // A client route never opened before falls back to the cached app.
  await page.goto('/access-control')
  await expect(page).toHaveURL('/access-control')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Account menu: John Doe/ })).toBeVisible()
  await context.setOffline(false)
})
