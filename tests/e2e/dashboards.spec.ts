import type { Page } from '@playwright/test'
import { expect, LANGUAGE_KEY, reach, signedIn, test, withLayout } from './fixtures'

// Every card's title as the mock answers it (src/mock/fixtures/cards.ts).
const ecommerceCards = [
  'Orders',
  'Profit',
  'Revenue',
  'Covers served',
  'Deliveries',
  'Loyalty members',
  'Monthly covers goal',
  'Revenue report',
  'Guests',
]
const analyticsCards = [
  'Loyalty members',
  'Online bookings',
  'Guests in the app',
  'Newsletter sign-ups',
  'Average table time',
  'Guest support',
  'Revenue this month',
  'Orders by channel',
  'Bookings by device',
  'Guests',
]

const pages = [
  { path: '/', heading: 'Welcome back, John Doe' },
  { path: '/dashboard/analytics', heading: 'Analytics' },
  { path: '/cards/basic', heading: 'Basic cards' },
  { path: '/cards/advance', heading: 'Advanced cards' },
  { path: '/cards/statistics', heading: 'Statistics cards' },
  { path: '/cards/analytics', heading: 'Analytics cards' },
  { path: '/cards/action', heading: 'Action cards' },
] as const

const cardHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true })

/** Waits until no card shows its skeleton any more. */
async function cardsLoaded(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
}

async function openPage(page: Page, path: string, heading: string) {
  await reach(page, path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await cardsLoaded(page)
}

test.describe('Dashboards', () => {
  test('the e-commerce dashboard shows every card with its figures', async ({ page }) => {
    await signedIn(page, 'admin')
    await openPage(page, '/', 'Welcome back, John Doe')
    for (const name of ecommerceCards) await expect(cardHeading(page, name).first()).toBeVisible()
    // Money is US dollars; the charts have tables for screen readers.
    await expect(page.getByText('$64,380')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Orders, this week' })).toBeAttached()
    await expect(
      page.getByRole('table', { name: 'Earning and expense by month, 2026' }),
    ).toBeAttached()
    // The small charts are plain SVG; the revenue report's, with axes, is the chart library's.
    await expect(page.locator('main [data-chart] svg').first()).toBeVisible()
    await expect(page.locator('main .recharts-wrapper')).toBeVisible()
  })

  test('the analytics dashboard shows every card', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Analytics' })
      .first()
      .click()
    await expect(page).toHaveURL('/dashboard/analytics')
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    await cardsLoaded(page)
    for (const name of analyticsCards) await expect(cardHeading(page, name)).toBeVisible()
    await expect(page.getByText('83%')).toBeVisible()
    const devices = page.getByRole('table', { name: 'Bookings by device' })
    await expect(devices.getByRole('row', { name: /Phone 712 \+6\.1%/ })).toBeAttached()
  })

  test('in German, the analytics dashboard and its figures speak German', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
    await signedIn(page, 'admin')
    await openPage(page, '/dashboard/analytics', 'Analysen')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    for (const name of ['Treuemitglieder', 'Gästebetreuung', 'Reservierungen nach Gerät'])
      await expect(cardHeading(page, name)).toBeVisible()
    await expect(page.getByText('Insgesamt').first()).toBeVisible()
    await expect(page.getByText('Diese Woche').first()).toBeVisible()
    // The back end's labels too: the parts in the legend and in the table for screen readers.
    await expect(page.getByText('Zum Mitnehmen').first()).toBeVisible()
    const devices = page.getByRole('table', { name: 'Reservierungen nach Gerät' })
    await expect(devices.getByRole('columnheader', { name: 'Anteil' })).toBeAttached()
    await expect(devices.getByRole('row', { name: /Smartphone 712/ })).toBeAttached()
    // No English label is left, visible or for screen readers.
    const main = page.getByRole('main')
    for (const english of [
      ...analyticsCards,
      'In total',
      'This week',
      'Last 7 days',
      'Completed',
      'Response',
      'Covers goal',
      'Takeaway',
      'Phone',
      'Period',
      'Part',
      'Mon',
      'Week 1',
    ])
      await expect(main).not.toContainText(new RegExp(`\\b${english}\\b`))
  })

  test('on a phone, charts below the screen draw as they are scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await signedIn(page, 'admin')
    await openPage(page, '/dashboard/analytics', 'Analytics')
    const drawings = page.locator('main [data-chart]')
    const drawn = page.locator('main [data-chart] svg')
    await expect.poll(() => drawings.count()).toBeGreaterThanOrEqual(8)
    const total = await drawings.count()
    await expect(drawn.first()).toBeVisible()
    expect(await drawn.count()).toBeLessThan(total)
    for (const drawing of await drawings.all()) {
      await drawing.scrollIntoViewIfNeeded()
      await expect(drawing.locator('svg')).toBeVisible()
    }
    await expect(drawn).toHaveCount(total)
  })

  test('each cards page renders', async ({ page }) => {
    await signedIn(page, 'admin')
    // The first page starts the app; the others open inside it, as the menu does.
    for (const { path, heading } of pages.slice(2)) await openPage(page, path, heading)
    await openPage(page, '/cards/statistics', 'Statistics cards')
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(9)
  })

  test('the action cards collapse, refresh and go away', async ({ page }) => {
    // A slow back end (2 s an answer), so that the refresh's loading state stays on screen
    // long enough to be seen.
    await page.addInitScript(() => localStorage.setItem('tavola.mock-delay-ms', '2000'))
    await signedIn(page, 'admin')
    await openPage(page, '/cards/action', 'Action cards')
    const collapse = page.getByRole('button', { name: 'Collapse Orders' })
    await expect(collapse).toHaveAttribute('aria-expanded', 'true')
    await collapse.click()
    const expand = page.getByRole('button', { name: 'Expand Orders' })
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('table', { name: 'Orders, this week' })).toBeHidden()
    await expand.click()
    await expect(page.getByText('2,476')).toBeVisible()

    await page.getByRole('button', { name: 'Refresh Revenue report' }).click()
    await expect(page.getByRole('status', { name: 'Loading Revenue report' })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Loading Revenue report' })).toBeHidden()
    await expect(cardHeading(page, 'Revenue report')).toBeVisible()

    await page.getByRole('button', { name: 'Remove Monthly covers goal' }).click()
    await expect(cardHeading(page, 'Monthly covers goal')).toHaveCount(0)
    await page.getByRole('button', { name: 'Restore removed cards (1)' }).click()
    await expect(cardHeading(page, 'Monthly covers goal')).toBeVisible()
  })

  test('right to left, the cards still fit 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await withLayout(page, { direction: 'rtl' })
    await signedIn(page, 'admin')
    await openPage(page, '/dashboard/analytics', 'Analytics')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('the client account is not offered the dashboards', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/dashboard/analytics')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})
