import type { Locator, Page } from '@playwright/test'
import { expect, LAYOUT_KEY, navigateInApp, signedIn, test } from './fixtures'

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Customize layout' }).click()
  const drawer = page.getByRole('dialog', { name: 'Theme customizer' })
  await expect(drawer).toBeVisible()
  return drawer
}

async function choose(drawer: ReturnType<Page['getByRole']>, group: string, option: string) {
  await drawer.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click()
}

const storedLayout = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>,
    LAYOUT_KEY,
  )

const html = (page: Page) => page.locator('html')

/** The element's box on screen; fails the test when it has none. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator.toString()} has no box on screen`)
  return box
}
const sideMenu = (page: Page) => page.locator('.mantine-AppShell-navbar')

test.describe('layout customizer', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
  })

  test('skins change the page and survive a reload', async ({ page }) => {
    const drawer = await openCustomizer(page)
    await choose(drawer, 'Skin', 'Dark')
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await choose(drawer, 'Skin', 'Bordered')
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light')
    await expect(html(page)).toHaveAttribute('data-skin', 'bordered')
    await choose(drawer, 'Skin', 'Semi dark')
    await expect(sideMenu(page)).toHaveAttribute('data-semi-dark', 'true')
    await page.reload()
    await expect(html(page)).toHaveAttribute('data-skin', 'semi-dark')
    await expect(sideMenu(page)).toHaveAttribute('data-semi-dark', 'true')
    expect(await storedLayout(page)).toMatchObject({ skin: 'semi-dark' })
  })

  test('the semi-dark menu marks the page it is on as the dark skin does', async ({ page }) => {
    const active = sideMenu(page).locator('a[data-active]').first()
    const drawer = await openCustomizer(page)
    await choose(drawer, 'Skin', 'Dark')
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
    const dark = await active.evaluate((link) => {
      const style = getComputedStyle(link)
      return { background: style.backgroundColor, color: style.color }
    })
    await choose(drawer, 'Skin', 'Semi dark')
    await expect(sideMenu(page)).toHaveAttribute('data-semi-dark', 'true')
    await expect(active).toHaveCSS('background-color', dark.background)
    await expect(active).toHaveCSS('color', dark.color)
  })

  test('the sun and moon in the navbar switch between light and dark, and the browser bar follows', async ({
    page,
  }) => {
    const themeColor = page.locator('meta[name="theme-color"]')
    await expect(themeColor).toHaveAttribute('content', '#ffffff')
    await page.getByRole('button', { name: 'Switch to the dark skin' }).click()
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expect(themeColor).toHaveAttribute('content', '#242424')
    await page.reload()
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expect(themeColor).toHaveAttribute('content', '#242424')
    await page.getByRole('button', { name: 'Switch to the light skin' }).click()
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light')
    await expect(themeColor).toHaveAttribute('content', '#ffffff')
  })

  test('RTL mirrors the layout: the menu moves to the right, and it stays after a reload', async ({
    page,
  }) => {
    const drawer = await openCustomizer(page)
    await choose(drawer, 'Direction', 'Right to left')
    await expect(html(page)).toHaveAttribute('dir', 'rtl')
    await page.keyboard.press('Escape')
    await page.reload()
    await expect(html(page)).toHaveAttribute('dir', 'rtl')
    const box = await boxOf(sideMenu(page))
    const width = page.viewportSize()?.width ?? 0
    expect(box.x).toBeGreaterThan(width / 2)
  })

  test('content width, menu layout, collapsed and hidden menu', async ({ page }) => {
    const drawer = await openCustomizer(page)
    await choose(drawer, 'Content width', 'Boxed')
    const content = page.locator('[data-boxed]')
    await expect(content).toHaveCount(1)
    expect((await boxOf(content)).width).toBeLessThanOrEqual(1200)

    await drawer.getByRole('switch', { name: 'Menu collapsed' }).click()
    await expect(sideMenu(page).getByRole('link', { name: 'Home' })).toContainText('Home')

    await drawer.getByRole('switch', { name: 'Menu hidden' }).click()
    await expect(sideMenu(page)).not.toBeInViewport()
    await expect(sideMenu(page)).toHaveAttribute('inert', '')

    await choose(drawer, 'Menu layout', 'Horizontal')
    await page.keyboard.press('Escape')
    const topMenu = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' })
    await expect(topMenu.getByRole('button', { name: 'Pages', exact: true })).toBeVisible()
    await topMenu.getByRole('button', { name: 'Pages', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Access Control' }).click()
    await expect(page).toHaveURL('/access-control')

    await page.reload()
    expect(await storedLayout(page)).toMatchObject({
      contentWidth: 'boxed',
      menuCollapsed: false,
      menuHidden: true,
      menuLayout: 'horizontal',
    })
    await expect(topMenu.getByRole('button', { name: 'Dashboards' })).toBeVisible()
  })

  test('at the foot of a page, the scroll-to-top button leaves the footer’s link clear', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1350, height: 500 })
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Back to content' })
    const button = page.getByRole('button', { name: 'Scroll to top' })
    /** Whether the button's box and the link's share any point on screen. */
    const overlap = async () => {
      const [a, b] = [await boxOf(link), await boxOf(button)]
      return (
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      )
    }
    for (const footer of ['Static', 'Sticky']) {
      if (footer === 'Sticky') {
        const drawer = await openCustomizer(page)
        await choose(drawer, 'Footer type', footer)
        await page.keyboard.press('Escape')
        await expect(drawer).toBeHidden()
      }
      // Scrolled to the foot once the page is complete (the router restores the top when it loads).
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expect(button).toBeVisible({ timeout: 500 })
      }).toPass()
      await expect(link).toBeInViewport()
      expect(await overlap()).toBe(false)
      await page.evaluate(() => window.scrollTo(0, 0))
    }
  })

  test('navbar colour and type, footer type', async ({ page }) => {
    const drawer = await openCustomizer(page)
    await drawer.getByRole('radio', { name: 'Teal' }).click()
    await expect(page.getByRole('banner').locator('[data-colored]')).toHaveCount(1)
    await expect(page.getByRole('banner').locator('[data-colored]')).toHaveCSS(
      'background-color',
      'rgb(8, 127, 91)',
    )

    await choose(drawer, 'Navbar type', 'Static')
    await expect(page.getByRole('banner')).toHaveCSS('position', 'absolute')
    await choose(drawer, 'Navbar type', 'Floating')
    await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed')
    await choose(drawer, 'Footer type', 'Sticky')
    await expect(page.getByRole('contentinfo')).toHaveCSS('position', 'sticky')
    await choose(drawer, 'Footer type', 'Hidden')
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await choose(drawer, 'Navbar type', 'Hidden')
    await page.keyboard.press('Escape')
    const header = page.locator('header.mantine-AppShell-header')
    await expect(header).not.toBeInViewport()
    await expect(header).toHaveAttribute('inert', '')

    await page.reload()
    await expect(header).not.toBeInViewport()
    expect(await storedLayout(page)).toMatchObject({
      navbarColor: 'teal',
      navbarType: 'hidden',
      footerType: 'hidden',
    })
    await expect(header.locator('[data-colored]')).toHaveCSS('background-color', 'rgb(8, 127, 91)')
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    // With the navbar hidden, a floating button still opens the customizer, and reset brings everything back.
    await page.getByRole('button', { name: 'Open the layout customizer' }).click()
    await page
      .getByRole('dialog', { name: 'Theme customizer' })
      .getByRole('button', { name: 'Reset to defaults' })
      .click()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(await storedLayout(page)).toEqual({
      skin: 'light',
      contentWidth: 'full',
      direction: 'ltr',
      menuLayout: 'vertical',
      menuCollapsed: true,
      menuHidden: false,
      navbarColor: 'white',
      navbarType: 'sticky',
      footerType: 'static',
      scrollToTop: true,
    })
  })
})

test.describe('languages', () => {
  for (const [lang, label, home, invoices] of [
    ['de', 'Deutsch', 'Startseite', 'Rechnungsliste'],
    ['fr', 'Français', 'Accueil', 'Liste des factures'],
    ['pt', 'Português', 'Início', 'Lista de faturas'],
  ] as const) {
    test(`switching to ${label} translates the menu and the title, and sets lang="${lang}"`, async ({
      page,
    }) => {
      await signedIn(page, 'admin')
      await page.goto('/')
      await page.getByRole('button', { name: /^Language/ }).click()
      await page.getByRole('menuitem', { name: label }).click()
      await expect(html(page)).toHaveAttribute('lang', lang)
      await expect(sideMenu(page).getByRole('link', { name: home })).toBeVisible()
      await expect(page).toHaveTitle(`${home} - Tavola`)
      await page.goto('/apps/invoice/list')
      await expect(html(page)).toHaveAttribute('lang', lang)
      await expect(page).toHaveTitle(`${invoices} - Tavola`)
    })
  }
})

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the horizontal layout folds into a drawer, with no sideways scroll', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ menuLayout: 'horizontal', navbarColor: 'grape' }),
        ),
      LAYOUT_KEY,
    )
    await page.reload()
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Pages', exact: true }),
    ).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await sideMenu(page).getByRole('button', { name: 'Page Layouts' }).click()
    await sideMenu(page).getByRole('link', { name: 'Layout Empty' }).click()
    await expect(page).toHaveURL('/page-layout/layout-empty')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

test.describe('page layout demos', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page, 'admin')
    // The user's own preference, stored before the app starts: an expanded menu. The demos
    // override it on their page only.
    await page.addInitScript((key) => {
      if (location.protocol === 'http:' && localStorage.getItem(key) === null)
        localStorage.setItem(key, JSON.stringify({ menuCollapsed: false }))
    }, LAYOUT_KEY)
  })

  test('collapsed menu, boxed and without menu show their layout without changing the preferences', async ({
    page,
  }) => {
    const menuWidth = async () => (await boxOf(sideMenu(page))).width
    await page.goto('/page-layout/collapse-menu')
    await expect(page.getByRole('heading', { name: 'Collapsed menu' })).toBeVisible()
    await expect.poll(menuWidth).toBeLessThan(100)

    // The next demos are opened inside the app, as from its menu.
    await navigateInApp(page, '/page-layout/layout-boxed')
    await expect(page.locator('[data-boxed]')).toBeVisible()
    expect((await boxOf(page.locator('[data-boxed]'))).width).toBeLessThanOrEqual(1200)

    await navigateInApp(page, '/page-layout/without-menu')
    await expect(sideMenu(page)).not.toBeInViewport()
    await expect(sideMenu(page)).toHaveAttribute('inert', '')

    // Leaving the demos brings back the user's layout, which they never wrote.
    await navigateInApp(page, '/')
    await expect.poll(menuWidth).toBeGreaterThan(200)
    expect(await storedLayout(page)).toEqual({ menuCollapsed: false })
  })

  test('empty and blank layouts', async ({ page }) => {
    await page.goto('/page-layout/layout-empty')
    await expect(page.getByRole('heading', { name: 'Empty layout' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()

    await navigateInApp(page, '/page-layout/layout-blank')
    await expect(page.getByRole('heading', { name: 'Blank layout' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page).toHaveTitle('Blank layout - Tavola')
  })
})
