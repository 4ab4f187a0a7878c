import { expect, LAYOUT_KEY, signIn, test } from './fixtures'

/**
 * docs/heap.md: a ScrollArea unmounted while it still scrolls must not leave its per-frame poll
 * running (with the detached page it holds). The side menu is kept scrolling while one of its links
 * opens a page outside the shell, which unmounts the menu; afterwards no code asks for frames.
 */
test('the side menu, unmounted while it scrolls, leaves no poll running', async ({ page }) => {
  await page.addInitScript(
    (layoutKey) => localStorage.setItem(layoutKey, JSON.stringify({ menuCollapsed: false })),
    LAYOUT_KEY,
  )
  await page.addInitScript(() => {
    const request = window.requestAnimationFrame.bind(window)
    const counted = window as unknown as { frameRequests: number }
    counted.frameRequests = 0
    window.requestAnimationFrame = (callback) => {
      counted.frameRequests += 1
      return request(callback)
    }
  })
  await signIn(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'Miscellaneous', exact: true }).click()
  const link = menu.getByRole('link', { name: 'Coming soon' })
  await expect(link).toBeVisible()

  // Scrolled every 20 ms, the menu is still scrolling when the link's page replaces the shell.
  await link.evaluate((anchor: HTMLElement) => {
    const viewport = anchor.closest<HTMLElement>('[data-scrollarea-viewport]')
    if (!viewport) throw new Error('the side menu has no ScrollArea viewport')
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

  await page.waitForTimeout(500)
  const before = await page.evaluate(
    () => (window as unknown as { frameRequests: number }).frameRequests,
  )
  await page.waitForTimeout(500)
  const after = await page.evaluate(
    () => (window as unknown as { frameRequests: number }).frameRequests,
  )
  // A leaked poll asks for a frame on every frame: about 30 in half a second.
  expect(after - before).toBeLessThan(5)
})
