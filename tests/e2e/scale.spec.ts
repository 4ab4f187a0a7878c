import type { Page } from '@playwright/test'
import { expect, navigateInApp, signedIn, test } from './fixtures'

/** A first load at 100× seeds the app's tables in the page: slower than at scale 1. */
const FIRST_LOAD = { timeout: 20_000 }

/** Far below the thousands of records at scale 100: a page that renders them all fails. */
const MAX_ROWS = 300

/** List items and table rows in the page (the menus' included): what a long list adds to. */
const rowCount = (page: Page) => page.locator('li, tr, article').count()

/** The number in a "… of N" text: the total the page says it has. */
async function totalIn(page: Page, pattern: RegExp): Promise<number> {
  const text = (await page.getByText(pattern).first().textContent()) ?? ''
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? 0)
}

test.describe('100× sample data (?scale=100)', () => {
  test.beforeEach(async ({ page }) => {
    // The mock reads ?scale= when it starts and keeps it for the tab's later loads.
    await signedIn(page, 'admin')
    await page.goto('/access-control?scale=100')
    await expect(page.getByRole('heading', { level: 1, name: 'Access control' })).toBeVisible()
  })

  const pages: {
    path: string
    ready: (page: Page) => Promise<void>
    total?: RegExp
    min?: number
  }[] = [
    {
      path: '/apps/email',
      ready: (page) => expect(page.getByRole('list', { name: 'Inbox' })).toBeVisible(FIRST_LOAD),
      total: /^Show \d+ more \(\d+ of \d+ shown\)$/,
      min: 1000,
    },
    {
      path: '/apps/user/list',
      ready: (page) =>
        expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(FIRST_LOAD),
      total: /^Showing \d+ to \d+ of [\d,]+$/,
      min: 6000,
    },
    {
      path: '/apps/invoice/list',
      ready: (page) => expect(page.getByText(/^Showing 1 to 10 of/)).toBeVisible(FIRST_LOAD),
      total: /^Showing \d+ to \d+ of [\d,]+$/,
      min: 5600,
    },
    {
      path: '/apps/todo',
      ready: (page) => expect(page.getByRole('list', { name: 'Tasks' })).toBeVisible(FIRST_LOAD),
      total: /^Show \d+ more \(\d+ of \d+ shown\)$/,
      min: 1000,
    },
    {
      path: '/apps/ecommerce/shop',
      ready: (page) => expect(page.getByText(/^\d+ results found$/)).toBeVisible(FIRST_LOAD),
    },
    {
      path: '/apps/chat',
      ready: (page) =>
        expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible(FIRST_LOAD),
      total: /^Show \d+ more \(\d+ of \d+ shown\)$/,
      min: 1000,
    },
    {
      path: '/datatables/advance',
      ready: (page) => expect(page.getByText(/^Showing 1 to 10 of/)).toBeVisible(FIRST_LOAD),
      total: /^Showing \d+ to \d+ of [\d,]+$/,
      min: 12_800,
    },
    {
      path: '/datatables/basic',
      ready: (page) =>
        expect(page.getByRole('searchbox', { name: 'Filter Post' })).toBeVisible(FIRST_LOAD),
    },
    {
      path: '/apps/calendar',
      ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD),
    },
  ]

  test('every list page renders a bounded number of rows of thousands', async ({ page }) => {
    test.setTimeout(240_000)
    // Each list is opened inside the running app, as the menu does.
    for (const { path, ready, total, min } of pages) {
      await navigateInApp(page, path)
      await ready(page)
      if (total && min) {
        await expect(page.getByText(total).first()).toBeVisible(FIRST_LOAD)
        expect(await totalIn(page, total), path).toBeGreaterThanOrEqual(min)
      }
      expect(await rowCount(page), path).toBeLessThan(MAX_ROWS)
    }
  })

  test('the shop counts thousands, and a search answers quickly', async ({ page }) => {
    await page.goto('/apps/ecommerce/shop')
    const found = page.getByText(/^\d+ results found$/)
    await expect(found).toHaveText('3000 results found', FIRST_LOAD)
    const search = page.getByRole('textbox', { name: 'Search products' })
    const started = Date.now()
    await search.fill('oyster knife series 79')
    await expect(page.getByText(/^1 results? found$/)).toBeVisible({ timeout: 2000 })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  test('a user search over 6000 users answers quickly', async ({ page }) => {
    await page.goto('/apps/user/list')
    const range = page.getByText(/^Showing \d+ to \d+ of [\d,]+$/)
    await expect(range).toHaveText(/of 6,?000$/, FIRST_LOAD)
    const started = Date.now()
    await page.getByRole('searchbox', { name: 'Search users' }).fill('giulia.rossi')
    await expect(range).not.toHaveText(/of 6,?000$/, { timeout: 2000 })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await rowCount(page)).toBeLessThan(MAX_ROWS)
  })

  test('a reload of a client route keeps the scale; the todo list shows more on request', async ({
    page,
  }) => {
    await page.goto('/apps/todo')
    const more = page.getByRole('button', { name: /^Show 50 more/ })
    await expect(more).toBeVisible(FIRST_LOAD)
    // The list's own items: a task's description may hold a list of its own.
    const tasks = page.getByRole('list', { name: 'Tasks' }).locator(':scope > li')
    await expect(tasks).toHaveCount(50)
    await more.click()
    await expect(tasks).toHaveCount(100)
    await page.reload()
    await expect(tasks).toHaveCount(50, FIRST_LOAD)
    await expect(more).toBeVisible()
  })
})

test('the scale is the one of the address the page was loaded at, though the app moved on before the mock started', async ({
  page,
}) => {
  await signedIn(page, 'admin')
  // The mock's page side held back: the app is drawn and moves to another address without it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/browser-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/access-control?scale=100', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Access control' })).toBeVisible()
  await navigateInApp(page, '/apps/email')
  release()
  await expect(page.getByText(/^Show \d+ more \(\d+ of \d+ shown\)$/).first()).toBeVisible(
    FIRST_LOAD,
  )
  expect(await totalIn(page, /^Show \d+ more \(\d+ of \d+ shown\)$/)).toBeGreaterThanOrEqual(1000)
})
