import type { BrowserContext, Page } from '@playwright/test'
import { expect, signedIn, test } from './fixtures'

/** The browser-storage key that sets the demo push interval (src/workers/push-protocol.ts). */
const PUSH_INTERVAL_KEY = 'tavola.push-interval-ms'

/** Puts `entries` in the browser storage of every page the context opens, before the app starts. */
async function storeInEveryPage(context: BrowserContext, entries: Record<string, string>) {
  await context.addInitScript((values) => {
    try {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
    } catch {
      // about:blank has no storage.
    }
  }, entries)
}

/** Every page of the context gets demo pushes every `ms` milliseconds. */
const pushEvery = (context: BrowserContext, ms: number) =>
  storeInEveryPage(context, { [PUSH_INTERVAL_KEY]: String(ms) })

const toasts = (page: Page) =>
  page.locator('.mantine-Notifications-root .mantine-Notification-root')
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ })
const bellMenu = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })

type ZeroWatch = Window & { __sawZeroUnread?: boolean }

/** Records in the page whether the bell's label is ever plain "Notifications" (none unread). */
const watchForZeroUnread = (page: Page) =>
  page.evaluate(() => {
    const win = window as ZeroWatch
    win.__sawZeroUnread = false
    const look = () => {
      const labels = [...document.querySelectorAll('button[aria-label^="Notifications"]')].map(
        (button) => button.getAttribute('aria-label'),
      )
      if (labels.includes('Notifications')) win.__sawZeroUnread = true
    }
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    })
  })

type ToastWatch = Window & { __toastsShown?: Set<string> }

/** Records in the page the id of every toast it shows from now on. */
const recordToasts = (page: Page) =>
  page.evaluate(() => {
    const shown = new Set<string>()
    ;(window as ToastWatch).__toastsShown = shown
    const look = () => {
      for (const toast of document.querySelectorAll(
        '.mantine-Notifications-root .mantine-Notification-root',
      ))
        if (toast.id) shown.add(toast.id)
    }
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true })
    look()
  })

/** The ids of the toasts the page has shown since `recordToasts`. */
const toastsShown = (page: Page) =>
  page.evaluate(() => [...((window as ToastWatch).__toastsShown ?? [])])

/** The unread count the bell announces ("Notifications, 3 unread"). */
async function unreadOnBell(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/, (\d+) unread$/.exec(label)?.[1] ?? 0)
}

test('the toast area shows at most 2 toasts at once; the others wait their turn', async ({
  page,
  context,
}) => {
  await pushEvery(context, 300)
  await signedIn(page, 'admin')
  await page.goto('/')
  // Sample on every frame the toasts being shown (Mantine keeps a leaving toast in the page for
  // its exit animation, with its state opacity at 0), and every title seen.
  await page.evaluate(() => {
    const seen = { max: 0, titles: new Set<string>() }
    Object.assign(window, { toastSamples: seen })
    const sample = () => {
      const shown = [
        ...document.querySelectorAll<HTMLElement>(
          '.mantine-Notifications-root .mantine-Notification-root',
        ),
      ].filter((toast) => toast.style.getPropertyValue('--notifications-state-opacity') !== '0')
      seen.max = Math.max(seen.max, shown.length)
      for (const toast of shown) {
        const title = toast.querySelector('.mantine-Notification-title')?.textContent
        if (title) seen.titles.add(title)
      }
      requestAnimationFrame(sample)
    }
    sample()
  })
  await expect(toasts(page)).toHaveCount(2)
  const samples = () =>
    page.evaluate(() => {
      const seen = (window as unknown as { toastSamples: { max: number; titles: Set<string> } })
        .toastSamples
      return { max: seen.max, titles: [...seen.titles] }
    })
  // The first two close after 3 s; queued ones take their place (later on a busy machine).
  await expect
    .poll(async () => (await samples()).titles.length, { timeout: 12_000 })
    .toBeGreaterThanOrEqual(3)
  expect((await samples()).max).toBe(2)
  // Every push is in the bell too, unread.
  expect(await unreadOnBell(page)).toBeGreaterThanOrEqual(10)
})

test('a push reaches every signed-in tab as a toast and in the bell; "Mark all read" clears the count in both', async ({
  page,
  context,
}) => {
  await pushEvery(context, 2500)
  await signedIn(page, 'admin')
  await page.goto('/')
  await recordToasts(page)
  // The first tab receives pushes before the second one opens.
  await expect(toasts(page).first()).toBeVisible({ timeout: 6000 })
  // The session is shared through browser storage: a second tab is signed in too.
  const second = await context.newPage()
  await second.goto('/')
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')

  // A push that arrives once both tabs are open shows in both as a toast.
  const newest = toasts(second).first()
  await expect(newest).toBeVisible({ timeout: 6000 })
  const title = (await newest.locator('.mantine-Notification-title').textContent()) ?? ''
  expect(title).toMatch(/^New (chat message from .+|order #\d+)$/)
  // The same push has the same id in both tabs (two pushes may share a title). The first tab
  // may have shown and closed its toast already, or show it once one of its two toasts closes.
  const id = (await newest.getAttribute('id')) ?? ''
  expect(id).toMatch(/^push-/)
  await expect.poll(() => toastsShown(page)).toContain(id)

  // Both bells agree on the unread count.
  await expect.poll(() => unreadOnBell(second)).toBeGreaterThanOrEqual(1)
  await expect.poll(async () => (await unreadOnBell(page)) - (await unreadOnBell(second))).toBe(0)

  // Right after a push (the next one is 2.5 s away), mark all read in the second tab.
  const before = await unreadOnBell(second)
  await expect.poll(() => unreadOnBell(second), { timeout: 6000 }).toBe(before + 1)
  await bell(second).click()
  const menu = bellMenu(second)
  await expect(menu.getByRole('listitem').first()).toContainText('Unread')
  await expect(menu.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible()
  // How long ago, as the app writes a relative time (src/lib/format.ts).
  await expect(menu.locator('time').first()).toHaveText(/^(now|\d+ (minute|hour)s? ago)$/)
  // Opening the menu takes the push toasts away: they would cover it.
  await expect(toasts(second)).toHaveCount(0)
  // The next push may come at any time after the click on a busy machine, so each tab records
  // whether its bell ever said "no unread" rather than the test catching that moment.
  for (const tab of [page, second]) await watchForZeroUnread(tab)
  await menu.getByRole('button', { name: 'Mark all read' }).click()
  for (const tab of [second, page])
    await expect.poll(() => tab.evaluate(() => (window as ZeroWatch).__sawZeroUnread)).toBe(true)
  // The list is newest first: its oldest item was there before the click (a push comes every
  // 2.5 s, the list shows 6). The pushed item itself may have left the list on a slow machine.
  await expect(menu.getByRole('listitem').last()).not.toContainText('Unread')
})

test('on a fresh start the bell already lists the demo service’s last pushes', async ({ page }) => {
  await signedIn(page, 'admin')
  await page.goto('/')
  // The demo service's first pushes: two unread, the oldest read (the next comes in 45 s).
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread')
  await bell(page).click()
  const items = bellMenu(page).getByRole('listitem')
  await expect(items).toHaveCount(3)
  await expect(items.first()).toContainText('Unread')
  await expect(items.last()).not.toContainText('Unread')
  await expect(items.first()).toContainText(/^Unread: New (chat message from .+|order #\d+)/)
})

test('on a short window the bell’s list scrolls and "Mark all read" stays in view', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1024, height: 480 })
  await pushEvery(context, 300)
  await signedIn(page, 'admin')
  await page.goto('/')
  await expect.poll(() => unreadOnBell(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(6)
  await bell(page).click()
  const menu = bellMenu(page)
  const list = menu.getByRole('list', { name: 'Recent notifications' })
  await expect(list.getByRole('listitem')).toHaveCount(6)
  // The whole menu fits the window; the list scrolls inside it, and the keyboard can reach it.
  const box = await menu.boundingBox()
  expect(box && box.y + box.height).toBeLessThanOrEqual(480)
  expect(await list.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true)
  await list.focus()
  await page.keyboard.press('End')
  await expect.poll(() => list.evaluate((node) => node.scrollTop)).toBeGreaterThan(0)
  // Pushes keep coming, so the page records whether its bell ever said "no unread".
  await watchForZeroUnread(page)
  await menu.getByRole('button', { name: 'Mark all read' }).click()
  await expect.poll(() => page.evaluate(() => (window as ZeroWatch).__sawZeroUnread)).toBe(true)
})

for (const skin of ['light', 'dark'] as const) {
  test(`the toasts are dark and the bell lists the pushes (${skin} skin)`, async ({
    page,
    context,
  }) => {
    await storeInEveryPage(context, { 'tavola.layout': JSON.stringify({ skin }) })
    await pushEvery(context, 1000)
    await signedIn(page, 'admin')
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin)
    await expect(toasts(page)).toHaveCount(2)
    // The toasts are dark on either skin (Mantine's dark 7).
    const background = await toasts(page)
      .first()
      .evaluate((toast) => getComputedStyle(toast).backgroundColor)
    expect(background).toBe('rgb(36, 36, 36)')

    await bell(page).click()
    await expect(bellMenu(page).getByRole('listitem').first()).toBeVisible()
  })
}

test('signing out stops the pushes for that tab and starts the next session afresh', async ({
  page,
  context,
}) => {
  // Fast pushes, so that 8 arrive well within an expectation's time after the page is drawn.
  await pushEvery(context, 100)
  await signedIn(page, 'admin')
  await page.goto('/')
  await expect.poll(() => unreadOnBell(page)).toBeGreaterThanOrEqual(8)
  // With the keyboard: toasts cover the account menu's corner (for their 3 s).
  await page.getByRole('button', { name: /^Account menu/ }).press('Enter')
  await page.getByRole('menuitem', { name: 'Sign out' }).press('Enter')
  await expect(page).toHaveURL(/\/login/)
  // The toasts shown before sign-out close (each lives 3 s).
  await expect(toasts(page)).toHaveCount(0, { timeout: 4000 })

  // The next session gets one push a second (the last init script sets the interval).
  await pushEvery(context, 1000)
  await signedIn(page, 'admin')
  await page.goto('/')
  await expect(bell(page)).toBeVisible()
  // The tab told the push worker it stopped: with no tab signed in, the worker stopped its
  // timer and forgot the list, so only what arrived since (one a second) counts.
  expect(await unreadOnBell(page)).toBeLessThan(8)
})
