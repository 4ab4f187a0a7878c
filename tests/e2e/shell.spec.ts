import type { Locator, Page } from '@playwright/test'
import { accounts, expect, LANGUAGE_KEY, loginForm, signedIn, test, withLayout } from './fixtures'

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

test('an unknown address shows the "Page not found" page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page).toHaveTitle('Page not found - Tavola')
  await expect(page).toHaveURL('/no/such/page')
  await page.getByRole('link', { name: 'Go to sign in' }).click()
  await expect(page).toHaveURL('/login')
})

test('while the scripts load, the page says it is loading, and the app then replaces it', async ({
  page,
  consoleGuard,
}) => {
  // Scripts held back, as on a slow phone: the page itself already shows something.
  consoleGuard.allowConsoleError(/Failed to load resource/)
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/login')
  const splash = page.getByRole('status').filter({ hasText: 'Loading…' })
  await expect(splash).toBeVisible()
  await expect(splash.getByRole('img')).toHaveCount(0) // the logo is decoration (alt="")

  await page.unroute('**/assets/*.js')
  await page.reload()
  await expect(loginForm(page).submit).toBeVisible()
  await expect(page.getByText('Loading…')).toHaveCount(0)
})

test('while the scripts load, the loading screen already has the stored skin, direction and language', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowConsoleError(/Failed to load resource/)
  // Stored before the first visit's scripts: a page loaded first, then cut off from the app's
  // files, could still be fetching its later code when the route starts refusing it.
  await withLayout(page, { skin: 'dark', direction: 'rtl' })
  await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/login')
  const splash = page.getByRole('status').filter({ hasText: 'Wird geladen…' })
  await expect(splash).toBeVisible()
  await expect(splash.getByText('Wird geladen…')).toHaveAttribute('lang', 'de')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await expect(html).toHaveAttribute('dir', 'rtl')
  // Mantine's dark body (dark-7) and a light text, not the white page of the light skin.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(36, 36, 36)')
  await expect(splash).toHaveCSS('color', 'rgb(201, 201, 201)')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#242424')
})

test.describe('keyboard', () => {
  test('the sign-in form can be filled and sent with the keyboard alone', async ({ page }) => {
    await page.goto('/login')
    const form = loginForm(page)
    await tabTo(page, form.email)
    await page.keyboard.type(accounts.admin.email)
    await page.keyboard.press('Tab')
    await expect(form.password).toBeFocused()
    await page.keyboard.type(accounts.admin.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
  })

  test('the element focused from the keyboard shows a visible focus ring', async ({ page }) => {
    await signedIn(page, 'admin')
    // On a fresh load, the first Tab reaches the skip link, which comes into view when focused.
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    const button = page.getByRole('button', { name: 'Expand menu' })
    await tabTo(page, button)
    const outline = await button.evaluate((el) => {
      const style = getComputedStyle(el)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect(outline.style).not.toBe('none')
    expect(outline.width).toBeGreaterThanOrEqual(1)
  })

  test('the user menu opens and signs out from the keyboard', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
    const userButton = page.getByRole('button', { name: 'Account menu: John Doe' })
    await tabTo(page, userButton, 30)
    await page.keyboard.press('Enter')
    const signOut = page.getByRole('menuitem', { name: 'Sign out' })
    await expect(signOut).toBeVisible()
    for (
      let i = 0;
      i < 8 && !(await signOut.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('ArrowDown')
    }
    await expect(signOut).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/login')
    expect(await page.evaluate(() => localStorage.getItem('tavola.session'))).toBeNull()
  })
})

test.describe('account menu', () => {
  test("links to the user's profile, account settings and inbox, as the ability allows", async ({
    page,
  }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
    await page.getByRole('button', { name: 'Account menu: John Doe' }).click()
    for (const name of ['Profile', 'Account settings', 'Inbox'])
      await expect(page.getByRole('menuitem', { name })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Account settings' }).click()
    await expect(page).toHaveURL('/pages/account-settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  })

  test('offers the client account none of the pages it may not open', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/access-control')
    await page.getByRole('button', { name: /^Account menu/ }).click()
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
    for (const name of ['Profile', 'Account settings', 'Inbox'])
      await expect(page.getByRole('menuitem', { name })).toHaveCount(0)
  })
})

test.describe('focus after moving to another page', () => {
  test("goes to the new page's main content, after sign-in and after a menu link", async ({
    page,
  }) => {
    await page.goto('/login')
    await loginForm(page).email.fill(accounts.admin.email)
    await loginForm(page).password.fill(accounts.admin.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/')
    await expect(page.locator('main')).toBeFocused()
    // The next Tab starts from the page, not from the form left behind.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('main').getByRole('link').first()).toBeFocused()

    await sideMenu(page).getByRole('link', { name: 'Access Control' }).click()
    await expect(page).toHaveURL('/access-control')
    await expect(page.locator('main')).toBeFocused()
  })
})

test.describe('side menu', () => {
  test('its collapsed state persists across reloads', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
    // Collapsed by default: icons only, the labels in tooltips.
    const expand = page.getByRole('button', { name: 'Expand menu' })
    const collapse = page.getByRole('button', { name: 'Collapse menu' })
    await expect(expand).toBeVisible()
    await expect(sideMenu(page).getByText('Pages', { exact: true })).toHaveCount(0)

    await expand.click()
    await expect(collapse).toBeVisible()
    await expect(sideMenu(page).getByText('Pages', { exact: true })).toBeVisible()

    await page.reload()
    await expect(collapse).toBeVisible()
    await expect(sideMenu(page).getByText('Pages', { exact: true })).toBeVisible()

    await collapse.click()
    await expect(expand).toBeVisible()
    await page.reload()
    await expect(expand).toBeVisible()
    await expect(sideMenu(page).getByText('Pages', { exact: true })).toHaveCount(0)
  })

  test('its groups open and close from the keyboard', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
    await page.getByRole('button', { name: 'Expand menu' }).click()
    // A fresh load, so that Tab starts from the top of the page.
    await page.reload()
    const group = sideMenu(page).getByRole('button', { name: 'Authentication' })
    const child = sideMenu(page).getByRole('link', { name: 'Login v1' })
    await expect(group).toHaveAttribute('aria-expanded', 'false')
    await expect(child).toBeHidden()

    await tabTo(page, group)
    await page.keyboard.press('Enter')
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await expect(child).toBeVisible()
    await page.keyboard.press('Space')
    await expect(group).toHaveAttribute('aria-expanded', 'false')
    await expect(child).toBeHidden()
    await page.keyboard.press('Space')
    await expect(child).toBeVisible()

    await page.keyboard.press('Tab')
    await expect(child).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/pages/login-v1')
  })

  test('at 375 px it opens from the burger and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    const scrollWidth = () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)

    await page.goto('/login')
    await expect(loginForm(page).submit).toBeVisible()
    expect(await scrollWidth()).toBeLessThanOrEqual(375)

    await signedIn(page, 'admin')
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
    expect(await scrollWidth()).toBeLessThanOrEqual(375)
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeHidden()
    const homeLink = sideMenu(page).getByRole('link', { name: 'Home' })
    await expect(homeLink).not.toBeInViewport()

    const burger = page.getByRole('button', { name: 'Open menu' })
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await burger.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    // On a phone the menu always shows its labels, whatever the desktop collapsed state.
    await expect(homeLink).toBeInViewport()
    await expect(sideMenu(page).getByText('Pages', { exact: true })).toBeVisible()
    expect(await scrollWidth()).toBeLessThanOrEqual(375)

    await sideMenu(page).getByRole('link', { name: 'Access Control' }).click()
    await expect(page).toHaveURL('/access-control')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(homeLink).not.toBeInViewport()
    await expect(page.getByRole('table', { name: 'Rules granted to this account' })).toBeVisible()
    expect(await scrollWidth()).toBeLessThanOrEqual(375)
  })
})

test.describe('header bar on a phone', () => {
  // Every button of the bar inside the bar: at 360 px (a common phone), and at 375 px in the
  // floating bar, which keeps a margin on each side; in either direction.
  for (const { width, layout } of [
    { width: 360, layout: { navbarType: 'sticky', direction: 'ltr' } },
    { width: 360, layout: { navbarType: 'sticky', direction: 'rtl' } },
    { width: 375, layout: { navbarType: 'floating', direction: 'ltr' } },
    { width: 375, layout: { navbarType: 'floating', direction: 'rtl' } },
  ]) {
    test(`holds all its buttons at ${width} px, ${layout.navbarType}, ${layout.direction}`, async ({
      page,
    }) => {
      await withLayout(page, layout)
      await page.setViewportSize({ width, height: 760 })
      await signedIn(page, 'admin')
      await page.goto('/apps/email')
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: 'Account menu: John Doe' })).toBeVisible()
      // The bookmarks come with their own answer.
      await expect(header.getByRole('button', { name: 'Bookmarks' })).toBeVisible()
      // The bar: the header's child whose border and background the buttons sit in.
      const bar = await header.evaluate((el) => {
        const box = (el.firstElementChild as HTMLElement).getBoundingClientRect()
        return { left: box.left, right: box.right }
      })
      const boxes = await header.getByRole('button').evaluateAll((list) =>
        list
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => ({ left: box.left, right: box.right })),
      )
      expect(boxes.length).toBeGreaterThanOrEqual(8)
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(bar.left)
        expect(box.right).toBeLessThanOrEqual(bar.right)
      }
    })
  }
})
