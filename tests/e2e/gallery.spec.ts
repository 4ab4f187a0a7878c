import { expect, expectNoAxeViolations, LAYOUT_KEY, serveTiles, signIn, test } from './fixtures'

/** Where the gallery's pages live (issue 8): every menu link under these is walked. */
const galleryPrefixes = [
  '/ui-element/',
  '/components/',
  '/forms/',
  '/tables/',
  '/datatables/',
  '/charts/',
  '/maps/',
  '/extensions/',
  '/access-control',
]
const groups = ['Components', 'Form Elements', 'Datatables', 'Extensions']

test.describe('Component gallery', () => {
  test('the menu reaches every gallery page; each renders without a console error and passes axe', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    await page.addInitScript(
      (layoutKey) => localStorage.setItem(layoutKey, JSON.stringify({ menuCollapsed: false })),
      LAYOUT_KEY,
    )
    await serveTiles(page)
    await signIn(page, 'admin')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    for (const name of groups) {
      const toggle = menu.getByRole('button', { name, exact: true })
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    }
    const hrefs = (
      await menu
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    ).filter((href) => galleryPrefixes.some((prefix) => href.startsWith(prefix)))
    // 24 components + the autocomplete, 16 forms, 13 extensions, 3 UI elements, tables, charts, maps…
    expect(hrefs.length).toBeGreaterThanOrEqual(60)

    for (const href of hrefs) {
      await menu.locator(`a[href="${href}"]`).click()
      await expect(page).toHaveURL(href)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
      await expectNoAxeViolations(page)
    }
  })
})
