import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, LAYOUT_KEY, serveTiles, signIn, test } from './fixtures'

/** Signs in with the side menu expanded and opens the menu groups named. */
async function openMenu(page: Page, groups: readonly string[]) {
  await serveTiles(page)
  await page.addInitScript(
    (layoutKey) => localStorage.setItem(layoutKey, JSON.stringify({ menuCollapsed: false })),
    LAYOUT_KEY,
  )
  await signIn(page, 'admin')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  for (const name of groups) {
    const toggle = menu.getByRole('button', { name, exact: true })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }
  return menu
}

/**
 * Issue 8: every gallery page is reached from the menu, renders its heading
 * (not the not-found page) without a console error, and passes axe. The walk
 * is split by part of the menu so each part has its own time.
 */
const parts = [
  { name: 'components', groups: ['Components'], prefixes: ['/components/'], atLeast: 25 },
  {
    name: 'forms and UI elements',
    groups: ['Form Elements'],
    prefixes: ['/forms/', '/ui-element/'],
    atLeast: 19,
  },
  {
    name: 'tables, charts, maps, extensions and access control',
    groups: ['Datatables', 'Extensions'],
    prefixes: ['/tables/', '/datatables/', '/charts/', '/maps/', '/extensions/', '/access-control'],
    atLeast: 18,
  },
] as const

test.describe('Component gallery', () => {
  for (const part of parts) {
    test(`the menu reaches every page of the ${part.name}; each renders and passes axe`, async ({
      page,
    }) => {
      test.setTimeout(300_000)
      const menu = await openMenu(page, part.groups)
      const hrefs = (
        await menu
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      ).filter((href) => part.prefixes.some((prefix) => href.startsWith(prefix)))
      expect(hrefs.length).toBeGreaterThanOrEqual(part.atLeast)

      for (const href of hrefs) {
        await menu.locator(`a[href="${href}"]`).click()
        await expect(page).toHaveURL(href)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
        await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
        await expectNoAxeViolations(page)
      }
    })
  }
})
