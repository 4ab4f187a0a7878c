import type { Page } from '@playwright/test'
import { expect, reach, signedIn, test } from './fixtures'

const DIALOG_NAME = 'Search pages, files and contacts'

const dialog = (page: Page) => page.getByRole('dialog', { name: DIALOG_NAME })
const searchBox = (page: Page) => dialog(page).getByRole('combobox', { name: DIALOG_NAME })
const group = (page: Page, name: string) =>
  dialog(page).getByRole('listbox', { name: 'Search results' }).getByRole('group', { name })
const bookmarksNav = (page: Page) => page.getByRole('navigation', { name: 'Bookmarks' })

/** Opens the search with Ctrl+K (once the navbar is there) and waits for its input to have the focus. */
async function openSearch(page: Page) {
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
  await page.keyboard.press('Control+K')
  await expect(searchBox(page)).toBeFocused()
}

test.describe('navbar search', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
  })

  test('finds a page with the keyboard alone and opens it', async ({ page }) => {
    await openSearch(page)
    await page.keyboard.type('LOGIN')
    const options = group(page, 'Pages').getByRole('option')
    await expect(options).toHaveText([/Login v1/, /Login v2/])
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')

    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    const activeId = await options.nth(1).getAttribute('id')
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', activeId ?? '')
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL('/pages/login-v2')
    await expect(dialog(page)).toBeHidden()
  })

  test('the search button opens it, and Escape closes it', async ({ page }) => {
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(searchBox(page)).toBeFocused()
    await expect(group(page, 'Suggested pages').getByRole('option')).toHaveCount(4)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused()
  })

  test('shows at most 4 results per group', async ({ page }) => {
    await openSearch(page)
    // "e" is in far more than 4 page titles, file names and contact names of the sample data.
    await page.keyboard.type('e')
    for (const name of ['Pages', 'Files', 'Contacts'])
      await expect(group(page, name).getByRole('option')).toHaveCount(4)
    const firstFour = await group(page, 'Pages').getByRole('option').allTextContents()
    expect(firstFour.join(' ')).not.toMatch(/maintenance/i)

    // ArrowUp from the first result wraps to the last, which the list scrolls into sight.
    const last = group(page, 'Contacts').getByRole('option').last()
    await expect(last).not.toBeInViewport()
    await page.keyboard.press('ArrowUp')
    await expect(last).toHaveAttribute('aria-selected', 'true')
    await expect(last).toBeInViewport()

    // A page that was cut off is there when the query narrows to it.
    await page.keyboard.type('nance')
    await expect(group(page, 'Pages').getByRole('option')).toHaveText([/Under maintenance/])
    await expect(group(page, 'Files')).toBeHidden()
  })

  test('matches contacts by email, and choosing a file just closes the search', async ({
    page,
  }) => {
    await openSearch(page)
    await page.keyboard.type('bakery-becker')
    await expect(group(page, 'Contacts').getByRole('option')).toHaveText([/Tom Becker/])

    await searchBox(page).fill('wine')
    await expect(group(page, 'Files').getByRole('option')).toHaveText([/Wine list\.pdf/])
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeHidden()
    await expect(page).toHaveURL('/')
  })

  test('says so when nothing matches', async ({ page }) => {
    await openSearch(page)
    await page.keyboard.type('qqzzx')
    await expect(dialog(page).getByRole('status')).toHaveText('No results for “qqzzx”')
    await expect(dialog(page).getByRole('listbox')).toHaveCount(0)
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('"/" opens the search, but a "/" typed in a field stays in the field', async ({ page }) => {
    await reach(page, '/components/auto-complete')
    const dish = page.getByRole('combobox', { name: 'Dish' })
    await dish.click()
    await page.keyboard.type('a/b')
    await expect(dish).toHaveValue('a/b')
    await expect(dialog(page)).toBeHidden()

    await page.getByRole('heading', { level: 1, name: 'Autocomplete' }).click()
    await page.keyboard.press('/')
    await expect(searchBox(page)).toBeFocused()
    await expect(searchBox(page)).toHaveValue('')
    await page.keyboard.type('/pages')
    await expect(searchBox(page)).toHaveValue('/pages')
  })

  test('bookmarks a page from the search: it stays in the navbar after a reload', async ({
    page,
  }) => {
    await expect(bookmarksNav(page).getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(bookmarksNav(page).getByRole('link', { name: 'Under maintenance' })).toHaveCount(0)

    await openSearch(page)
    await page.keyboard.type('mainten')
    const star = dialog(page).getByRole('button', { name: 'Bookmark Under maintenance' })
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Control+B')
    await expect(star).toHaveAttribute('aria-pressed', 'true')
    await expect(searchBox(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(bookmarksNav(page).getByRole('link', { name: 'Under maintenance' })).toBeVisible()

    await page.reload()
    const link = bookmarksNav(page).getByRole('link', { name: 'Under maintenance' })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL('/misc/maintenance')

    // And off again, with the star button itself, reached with Tab.
    await page.goBack()
    await openSearch(page)
    await page.keyboard.type('mainten')
    // The result is there, still bookmarked, before the keyboard goes through it.
    await expect(star).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(star).toBeFocused()
    await page.keyboard.press('Space')
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Escape')
    await expect(bookmarksNav(page).getByRole('link', { name: 'Under maintenance' })).toHaveCount(0)
    await page.reload()
    await expect(bookmarksNav(page).getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(bookmarksNav(page).getByRole('link', { name: 'Under maintenance' })).toHaveCount(0)
  })
})

test.describe('autocomplete demo', () => {
  test('suggests dishes, most ordered first, and says when none matches', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/components/auto-complete')
    await expect(page).toHaveTitle('Autocomplete - Tavola')
    const dish = page.getByRole('combobox', { name: 'Dish' })
    await dish.fill('pizza')
    const options = page.getByRole('listbox').getByRole('option')
    await expect(options).toHaveText([
      /Margherita Pizza.*#1/,
      /Pizza Diavola.*#9/,
      /Pizza Quattro Formaggi.*#17/,
    ])

    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(dish).toHaveValue('Margherita Pizza')
    await expect(page.getByText('You picked Margherita Pizza.')).toBeVisible()

    await dish.fill('qqzzx')
    await expect(page.getByText('No dish matches “qqzzx”.', { exact: false })).toBeVisible()
  })

  test('the admin reaches it from the menu and from the search', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Components' })
      .click()
    await page.getByRole('menuitem', { name: 'Autocomplete' }).click()
    await expect(page).toHaveURL('/components/auto-complete')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autocomplete')

    await reach(page, '/')
    await openSearch(page)
    await page.keyboard.type('auto')
    await expect(group(page, 'Pages').getByRole('option')).toHaveText([/Autocomplete/])
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/components/auto-complete')
  })

  test('the client is not offered it, in the search or at its address', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/access-control')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access control')
    await openSearch(page)
    await page.keyboard.type('complete')
    await expect(dialog(page).getByRole('status')).toHaveText('No results for “complete”')
    await page.keyboard.press('Escape')
    await page.goto('/components/auto-complete')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the bookmarks fold into a menu and the navbar does not overflow', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
    const header = page.getByRole('banner')
    const fits = await header.evaluate((el) => el.scrollWidth <= el.clientWidth)
    expect(fits).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expect(bookmarksNav(page).getByRole('link', { name: 'Home' })).toBeHidden()

    await bookmarksNav(page).getByRole('button', { name: 'Bookmarks' }).click()
    const item = page.getByRole('menuitem', { name: 'Access Control' })
    await expect(item).toBeVisible()
    await item.click()
    await expect(page).toHaveURL('/access-control')
  })

  test('the search opens from its button and fits the phone', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.keyboard.type('e')
    await expect(group(page, 'Pages').getByRole('option')).toHaveCount(4)
    const box = await dialog(page).boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
  })
})
