import type { Page } from '@playwright/test'
import { expect, signedIn, test, withLayout } from './fixtures'

/**
 * docs/heap.md: a scrolling menu unmounted while it still scrolls must not leave a per-frame poll
 * running (with the detached page it holds), as Mantine's ScrollArea did. The side menu is kept
 * scrolling while one of its links opens a page outside the shell, which unmounts the menu;
 * afterwards no code asks for frames.
 */
interface CountedWindow {
  frameRequests: number
  uncountedFrame: typeof requestAnimationFrame
}

const frameRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as CountedWindow).frameRequests)

/** Resolves after `count` frames of the page, asked for outside the count. */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (total) =>
      new Promise<void>((resolve) => {
        const { uncountedFrame } = window as unknown as CountedWindow
        let seen = 0
        const tick = () => (++seen >= total ? resolve() : uncountedFrame(tick))
        uncountedFrame(tick)
      }),
    count,
  )

test('the side menu, unmounted while it scrolls, leaves no poll running', async ({ page }) => {
  await withLayout(page, { menuCollapsed: false })
  await page.addInitScript(() => {
    const request = window.requestAnimationFrame.bind(window)
    const counted = window as unknown as CountedWindow
    counted.frameRequests = 0
    // The test's own frame counting goes around the count.
    counted.uncountedFrame = request
    window.requestAnimationFrame = (callback) => {
      counted.frameRequests += 1
      return request(callback)
    }
  })
  await signedIn(page, 'admin')
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'Miscellaneous', exact: true }).click()
  const link = menu.getByRole('link', { name: 'Coming soon' })
  await expect(link).toBeVisible()

  // Scrolled every 20 ms, the menu is still scrolling when the link's page replaces the shell.
  await link.evaluate((anchor: HTMLElement) => {
    let viewport = anchor.parentElement
    while (viewport && getComputedStyle(viewport).overflowY !== 'auto')
      viewport = viewport.parentElement
    if (!viewport) throw new Error('the side menu has no scrolling container')
    let step = 1
    const timer = setInterval(() => {
      if (!viewport.isConnected) clearInterval(timer)
      step = -step
      viewport.scrollTop += step
    }, 20)
    setTimeout(() => anchor.click(), 200)
  })
  await expect(page).toHaveURL('/misc/coming-soon')
  await expect(menu).toHaveCount(0)

  // The page settles for 30 frames, then 30 more frames are watched: a leaked poll asks for a
  // frame on every frame, so it would add about 30 requests.
  await frames(page, 30)
  const before = await frameRequests(page)
  await frames(page, 30)
  expect((await frameRequests(page)) - before).toBeLessThan(5)
})
