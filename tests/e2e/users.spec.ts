import type { Page } from '@playwright/test'
import { expect, pathOf, reach, signedIn, test } from './fixtures'

const table = (page: Page) => page.getByRole('table', { name: 'Users', exact: true })
/** The body rows (the header row has no cells). */
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
const row = (page: Page, name: string) => rows(page).filter({ hasText: name })
const range = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+$/)
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search users' })

/** Signs in and opens the list (a full load: the sample data starts afresh). */
async function openList(page: Page, search = '') {
  await signedIn(page, 'admin')
  await page.goto(`/apps/user/list${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  await expect(rows(page).first()).toBeVisible()
}

/** The text of one column in every body row. */
async function column(page: Page, index: number) {
  return rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent?.trim() ?? ''),
    index,
  )
}

test.describe('Users', () => {
  test('filters by role and plan and pages through', async ({ page }) => {
    await openList(page)
    await expect(range(page)).toHaveText('Showing 1 to 10 of 60')
    await expect(page.getByText('Total users')).toBeVisible()

    await page.getByRole('combobox', { name: 'Role' }).selectOption('editor')
    await expect(page).toHaveURL(/role=editor/)
    await expect(range(page)).toHaveText('Showing 1 to 10 of 12')
    await expect.poll(async () => new Set(await column(page, 2))).toEqual(new Set(['Editor']))

    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(range(page)).toHaveText('Showing 11 to 12 of 12')
    await expect(rows(page)).toHaveCount(2)
    await expect.poll(async () => new Set(await column(page, 2))).toEqual(new Set(['Editor']))

    // A new filter starts again at the first page.
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('enterprise')
    await expect(page).toHaveURL(/plan=enterprise/)
    await expect(page).not.toHaveURL(/page=/)
    // The earlier page stays on screen until the new one arrives: wait for
    // the new page's range, then for rows that match it.
    await expect(range(page)).toHaveText('Showing 1 to 4 of 4')
    await expect.poll(() => column(page, 3)).toEqual(Array(4).fill('Enterprise'))
    await expect.poll(() => column(page, 2)).toEqual(Array(4).fill('Editor'))

    await page.getByRole('combobox', { name: 'Status' }).selectOption('inactive')
    await page.getByRole('combobox', { name: 'Role' }).selectOption('subscriber')
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('basic')
    await expect(page).toHaveURL(/status=inactive/)
    await expect(page).toHaveURL(/role=subscriber/)
    await expect(page).toHaveURL(/plan=basic/)
    await expect(range(page)).toHaveText('Showing 1 to 1 of 1')
    await expect.poll(() => column(page, 4)).toEqual(['Inactive'])
    await expect.poll(() => column(page, 2)).toEqual(['Subscriber'])
    await expect.poll(() => column(page, 3)).toEqual(['Basic'])
  })

  test('keeps search, filters, page and page size in the URL through a reload', async ({
    page,
  }) => {
    await openList(page)
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
    await expect(page).toHaveURL(/perPage=25/)
    await expect(rows(page)).toHaveCount(25)
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(range(page)).toHaveText('Showing 26 to 50 of 60')
    await page.getByRole('combobox', { name: 'Status' }).selectOption('active')
    await searchBox(page).fill('MARTIN')
    await expect(page).toHaveURL(/q=MARTIN/)
    // The earlier rows stay on screen until the search answers.
    const onlyMartins = async () => {
      const shown = await column(page, 0)
      return shown.length > 0 && shown.every((name) => name.toLowerCase().includes('martin'))
    }
    await expect.poll(onlyMartins).toBe(true)
    const names = await column(page, 0)
    const address = pathOf(page)
    expect(address).toContain('status=active')
    expect(address).toContain('perPage=25')

    await page.reload()
    await expect(rows(page).first()).toBeVisible()
    expect(pathOf(page)).toBe(address)
    await expect(searchBox(page)).toHaveValue('MARTIN')
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('active')
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
    await expect.poll(() => column(page, 0)).toEqual(names)

    // Defaults stay out of the address; a bad value is dropped.
    await reach(page, '/apps/user/list?role=owner&perPage=7&page=1')
    await expect(rows(page).first()).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('')
    await expect(range(page)).toHaveText('Showing 1 to 10 of 60')
    await page.getByRole('button', { name: 'Page 3' }).click()
    await page.getByRole('button', { name: 'Page 1' }).click()
    await expect(page).not.toHaveURL(/page=/)
  })

  test('adds a user and finds them first', async ({ page }) => {
    await openList(page)
    await page.getByRole('button', { name: 'Add new user' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add new user' })
    await expect(drawer).toBeVisible()

    // Nothing is sent until the fields are right.
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(drawer.getByText('Enter a full name')).toBeVisible()
    await expect(drawer.getByText('Choose a role')).toBeVisible()

    await drawer.getByRole('textbox', { name: 'Full name' }).fill('Rosa Marini')
    // A username someone has: the server's answer shows on the field, and nothing typed is lost.
    await drawer.getByRole('textbox', { name: 'Username' }).fill('maximilian.marino59')
    await drawer.getByRole('textbox', { name: 'Email' }).fill('rosa@osteria.example')
    await drawer.getByRole('textbox', { name: 'Contact' }).fill('+39 333 1234567')
    await drawer.getByRole('textbox', { name: 'Company' }).fill('Osteria Verde')
    await drawer.getByRole('combobox', { name: 'Country' }).click()
    await page
      .getByRole('listbox', { name: 'Country' })
      .getByRole('option', { name: 'Italy' })
      .click()
    await drawer.getByRole('combobox', { name: 'Role' }).click()
    await page
      .getByRole('listbox', { name: 'Role' })
      .getByRole('option', { name: 'Maintainer' })
      .click()
    await drawer.getByRole('combobox', { name: 'Plan' }).click()
    await page
      .getByRole('listbox', { name: 'Plan' })
      .getByRole('option', { name: 'Company' })
      .click()
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(drawer.getByText('This username is already in use.')).toBeVisible()
    await expect(drawer.getByRole('textbox', { name: 'Full name' })).toHaveValue('Rosa Marini')

    await drawer.getByRole('textbox', { name: 'Username' }).fill('rosa.marini')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByText('Rosa Marini was added')).toBeVisible()
    await expect(rows(page).first()).toContainText('Rosa Marini')
    await expect(rows(page).first()).toContainText('@rosa.marini')
    await expect(rows(page).first()).toContainText('Maintainer')
    await expect(rows(page).first()).toContainText('Pending')
    await expect(range(page)).toHaveText('Showing 1 to 10 of 61')
    await expect(page.getByText('Total users').locator('..')).toContainText('61')
  })

  test('edits a user and sees the change in the list and on the view page', async ({ page }) => {
    await openList(page)
    const first = rows(page).first()
    await expect(first).toContainText('Maximilian Marino')
    await first.getByRole('link', { name: 'Edit Maximilian Marino' }).click()
    await expect(page).toHaveURL(/\/apps\/user\/edit\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit user' })).toBeVisible()

    const fullName = page.getByRole('textbox', { name: 'Full name' })
    await expect(fullName).toHaveValue('Maximilian Marino')
    await fullName.fill('')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Enter a full name')).toBeVisible()

    await fullName.fill('Max Marino-Keller')
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Inactive' }).click()

    await page.getByRole('tab', { name: 'Information' }).click()
    await expect(page).toHaveURL(/tab=information/)
    await page.getByRole('combobox', { name: 'Language' }).selectOption('Italian')
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('Italian')

    // A bad link sends the user back to the tab where it is.
    await page.getByRole('tab', { name: 'Social' }).click()
    const twitter = page.getByRole('textbox', { name: 'Twitter' })
    await twitter.fill('not a link')
    await page.getByRole('tab', { name: 'Account' }).click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('tab', { name: 'Social' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Enter a web address (https://…)')).toBeVisible()
    await twitter.fill('https://twitter.com/maxmk')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Changes saved')).toBeVisible()

    await page.getByRole('link', { name: 'View user' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Max Marino-Keller' })).toBeVisible()
    const details = page.locator('dl')
    await expect(details).toContainText('Inactive')
    await expect(details).toContainText('Italian')

    // Back through the app's history (a full load would restore the sample data).
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/\/apps\/user\/list$/)
    await expect(rows(page).first()).toContainText('Max Marino-Keller')
    await expect(rows(page).first()).toContainText('Inactive')
  })

  test('deletes a user after confirming, and they are gone', async ({ page }) => {
    await openList(page)
    const name = 'Ana Laurent'
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Delete user?' })
    await expect(dialog).toContainText(name)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(row(page, name)).toHaveCount(1)

    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(`${name} was deleted`)).toBeVisible()
    await expect(row(page, name)).toHaveCount(0)
    await expect(range(page)).toHaveText('Showing 1 to 10 of 59')
    await searchBox(page).fill('laurent58')
    await expect(page.getByText('No users match these filters.')).toBeVisible()
  })

  test('the menu’s View and Edit open the first user of the list', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/user/view')
    await expect(page).toHaveURL(/\/apps\/user\/view\/60$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Maximilian Marino' })).toBeVisible()
    await reach(page, '/apps/user/edit')
    await expect(page).toHaveURL(/\/apps\/user\/edit\/60$/)
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maximilian Marino')
    await reach(page, '/apps/user/view/9999')
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible()
  })

  test('the client account may not see users', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/apps/user/list')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})
