import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { parseCsv } from '../../src/lib/csv'
import {
  expect,
  expectNoSidewaysScroll,
  LANGUAGE_KEY,
  pathOf,
  reach,
  signedIn,
  test,
  withLayout,
} from './fixtures'

/** The list's table, named in the interface's language (`label`: 'Benutzer' in German). */
const table = (page: Page, label = 'Users') => page.getByRole('table', { name: label, exact: true })
/** The body rows (the header row has no cells). */
const rows = (page: Page, label?: string) =>
  table(page, label)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
const row = (page: Page, name: string, label?: string) =>
  rows(page, label).filter({ hasText: name })
const range = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+$/)
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search users' })

/** Signs in and opens the list (a full load: the sample data starts afresh). */
async function openList(page: Page, search = '') {
  await signedIn(page, 'admin')
  await page.goto(`/apps/user/list${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  await expect(rows(page).first()).toBeVisible()
}

/** The columns after the selection's checkbox. */
const USER = 1
const ROLE = 3
const PLAN = 4
const STATUS = 5

/** The text of one column in every body row. */
async function column(page: Page, index: number, label?: string) {
  return rows(page, label).evaluateAll(
    (trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent?.trim() ?? ''),
    index,
  )
}

/** The full names of the rows shown, in order (the cell also holds the username). */
const names = async (page: Page, label?: string) =>
  rows(page, label).evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('td:nth-child(2) a')?.textContent?.trim() ?? ''),
  )

const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name })

/** The rows of a downloaded CSV export, its byte-order mark dropped. */
async function csvOf(download: Download) {
  return parseCsv(await readFile((await download.path()) ?? '', 'utf8'))
}

async function exportCsv(page: Page) {
  await page.getByRole('button', { name: 'Export' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click()
  return downloading
}

test.describe('Users', () => {
  test('filters by role and plan and pages through', async ({ page }) => {
    await openList(page)
    await expect(range(page)).toHaveText('Showing 1 to 10 of 60')
    await expect(page.getByText('Total users')).toBeVisible()

    await page.getByRole('combobox', { name: 'Role' }).selectOption('editor')
    await expect(page).toHaveURL(/role=editor/)
    await expect(range(page)).toHaveText('Showing 1 to 10 of 12')
    await expect.poll(async () => new Set(await column(page, ROLE))).toEqual(new Set(['Editor']))

    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(range(page)).toHaveText('Showing 11 to 12 of 12')
    await expect(rows(page)).toHaveCount(2)
    await expect.poll(async () => new Set(await column(page, ROLE))).toEqual(new Set(['Editor']))

    // A new filter starts again at the first page.
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('enterprise')
    await expect(page).toHaveURL(/plan=enterprise/)
    await expect(page).not.toHaveURL(/page=/)
    // The earlier page stays on screen until the new one arrives: wait for
    // the new page's range, then for rows that match it.
    await expect(range(page)).toHaveText('Showing 1 to 4 of 4')
    await expect.poll(() => column(page, PLAN)).toEqual(Array(4).fill('Enterprise'))
    await expect.poll(() => column(page, ROLE)).toEqual(Array(4).fill('Editor'))

    await page.getByRole('combobox', { name: 'Status' }).selectOption('inactive')
    await page.getByRole('combobox', { name: 'Role' }).selectOption('subscriber')
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('basic')
    await expect(page).toHaveURL(/status=inactive/)
    await expect(page).toHaveURL(/role=subscriber/)
    await expect(page).toHaveURL(/plan=basic/)
    await expect(range(page)).toHaveText('Showing 1 to 1 of 1')
    await expect.poll(() => column(page, STATUS)).toEqual(['Inactive'])
    await expect.poll(() => column(page, ROLE)).toEqual(['Subscriber'])
    await expect.poll(() => column(page, PLAN)).toEqual(['Basic'])
  })

  test('a next page keeps the window where it is, the pager under the pointer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await openList(page)
    const next = page.getByRole('button', { name: 'Next page' })
    await next.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    const first = await names(page)
    await next.click()
    await expect(range(page)).toHaveText('Showing 11 to 20 of 60')
    await expect.poll(() => names(page)).not.toEqual(first)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    await expect(next).toBeInViewport()
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
      const shown = await column(page, USER)
      return shown.length > 0 && shown.every((name) => name.toLowerCase().includes('martin'))
    }
    await expect.poll(onlyMartins).toBe(true)
    const martins = await column(page, USER)
    const address = pathOf(page)
    expect(address).toContain('status=active')
    expect(address).toContain('perPage=25')

    await page.reload()
    await expect(rows(page).first()).toBeVisible()
    expect(pathOf(page)).toBe(address)
    await expect(searchBox(page)).toHaveValue('MARTIN')
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('active')
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
    await expect.poll(() => column(page, USER)).toEqual(martins)

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
    await expect(page.getByText('No users match')).toBeVisible()
  })

  test('sorts by a clicked header, on the server, kept in the address', async ({ page }) => {
    await openList(page)
    const userHeader = header(page, 'User')
    await expect(userHeader).not.toHaveAttribute('aria-sort')
    await userHeader.getByRole('button').click()
    await expect(userHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(/sortBy=fullName/)
    // The whole list is sorted, not the page shown: the first name of all comes first.
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
    const ascending = await names(page)
    expect(ascending).toEqual(ascending.toSorted(collator.compare))
    expect(ascending[0]?.startsWith('A')).toBe(true)

    await userHeader.getByRole('button').click()
    await expect(userHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(page).toHaveURL(/orderBy=desc/)
    await expect.poll(() => names(page)).not.toEqual(ascending)
    const descending = await names(page)
    expect(descending).toEqual(descending.toSorted(collator.compare).toReversed())

    // From the keyboard: plans sort by tier, cheapest first; the sort survives a reload.
    await header(page, 'Plan').getByRole('button').focus()
    await page.keyboard.press('Enter')
    await expect(header(page, 'Plan')).toHaveAttribute('aria-sort', 'ascending')
    await expect(userHeader).not.toHaveAttribute('aria-sort')
    await expect.poll(() => column(page, PLAN)).toEqual(Array(10).fill('Basic'))
    await page.reload()
    await expect(header(page, 'Plan')).toHaveAttribute('aria-sort', 'ascending')
    await expect.poll(() => column(page, PLAN)).toEqual(Array(10).fill('Basic'))
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/sortBy=currentPlan.*page=2|page=2.*sortBy=currentPlan/)
  })

  test('exports every user the filters match, not just the page shown', async ({ page }) => {
    await openList(page, '?role=editor&sortBy=fullName')
    await expect(range(page)).toHaveText('Showing 1 to 10 of 12')
    const download = await exportCsv(page)
    expect(download.suggestedFilename()).toBe('users.csv')
    const [head, ...lines] = await csvOf(download)
    expect(head).toEqual([
      'ID',
      'Full name',
      'Username',
      'Email',
      'Role',
      'Plan',
      'Status',
      'Company',
      'Country',
      'Contact',
    ])
    expect(lines).toHaveLength(12)
    expect(new Set(lines.map((line) => line[4]))).toEqual(new Set(['Editor']))
    // In the list's order: the page shown is the export's start.
    expect(lines.slice(0, 10).map((line) => line[1])).toEqual(await names(page))
  })

  test('deletes the selected users after one confirmation', async ({ page }) => {
    await openList(page)
    const [first = '', second = ''] = await names(page)
    await row(page, first)
      .getByRole('checkbox', { name: `Select ${first}` })
      .check()
    await row(page, second)
      .getByRole('checkbox', { name: `Select ${second}` })
      .check()
    await expect(page.getByText('2 rows selected')).toBeVisible()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete 2 users?' })
    await expect(dialog).toContainText(first)
    await expect(dialog).toContainText(second)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(row(page, first)).toHaveCount(1)
    await expect(page.getByText('2 rows selected')).toBeVisible()

    await page.getByRole('button', { name: 'Delete selected' }).click()
    await dialog.getByRole('button', { name: 'Delete 2 users' }).click()
    await expect(page.getByText('2 users deleted')).toBeVisible()
    await expect(row(page, first)).toHaveCount(0)
    await expect(row(page, second)).toHaveCount(0)
    await expect(range(page)).toHaveText('Showing 1 to 10 of 58')
    await expect(page.getByText('Total users').locator('..')).toContainText('58')
    await expect(page.getByText('0 rows selected')).toBeVisible()

    // Select all takes the page's rows only.
    await table(page).getByRole('checkbox', { name: 'Select all rows on this page' }).check()
    await expect(page.getByText('10 rows selected')).toBeVisible()
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page.getByText('0 rows selected')).toBeVisible()
  })

  test('a search that matches nothing offers Clear filters, which brings every user back', async ({
    page,
  }) => {
    await openList(page, '?role=admin')
    // Typed key by key, as a person types: the box keeps the focus and every character.
    await searchBox(page).pressSequentially('nobody by this name', { delay: 20 })
    await expect(searchBox(page)).toBeFocused()
    await expect(searchBox(page)).toHaveValue('nobody by this name')
    const empty = page.getByRole('status').filter({ hasText: 'No users match' })
    await expect(empty).toContainText('Nothing matches “nobody by this name” with these filters.')
    await expect(range(page)).toHaveCount(0)
    await empty.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/apps\/user\/list$/)
    await expect(range(page)).toHaveText('Showing 1 to 10 of 60')
    await expect(searchBox(page)).toHaveValue('')
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('')
  })

  test('a phone shows the users as cards, without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signedIn(page, 'admin')
    await page.goto('/apps/user/list')
    const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem')
    await expect(cards).toHaveCount(10)
    await expectNoSidewaysScroll(page)
    const first = cards.first()
    // Below the counts and filters: scrolled to, each part shows whole.
    await first.scrollIntoViewIfNeeded()
    for (const part of [
      first.getByRole('link', { name: 'Maximilian Marino', exact: true }),
      first.getByText('maximilian.marino59@gasthofadler.example'),
      first.getByRole('button', { name: 'Delete Maximilian Marino' }),
    ])
      await expect(part).toBeInViewport({ ratio: 1 })
    await expect(first.getByText('Plan', { exact: true })).toBeVisible()
    // The headers' sort, as a choice.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Plan, descending')
    await expect(page).toHaveURL(/sortBy=currentPlan&orderBy=desc|orderBy=desc&sortBy=currentPlan/)
    await expect(first).toContainText('Enterprise')
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

  test("a user's details fit their card in French beside the open side menu", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'fr'), LANGUAGE_KEY)
    await withLayout(page, { menuCollapsed: false })
    await page.setViewportSize({ width: 1024, height: 800 })
    await signedIn(page, 'admin')
    await page.goto('/apps/user/view/60')
    const card = page.getByRole('region', { name: 'Maximilian Marino' })
    const status = card.getByText('En attente')
    await expect(status).toBeVisible()
    const edge = await card.evaluate((el) => el.getBoundingClientRect().right)
    for (const value of [status, card.getByText('maximilian.marino59@gasthofadler.example')]) {
      const box = await value.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(edge)
    }
    // The email breaks once at most, not every few letters.
    const email = await card.getByText('maximilian.marino59@gasthofadler.example').boundingBox()
    expect(email?.height ?? Infinity).toBeLessThan(50)
  })

  test('speaks German: the list, its dialogs, a user’s page and the edit page', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
    await signedIn(page, 'admin')
    await page.goto('/apps/user/list')
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible()
    await expect(rows(page, 'Benutzer').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    for (const [role, name] of [
      ['combobox', 'Rolle'],
      ['combobox', 'Tarif'],
      ['combobox', 'Status'],
      ['searchbox', 'Benutzer suchen'],
      ['button', 'Neuen Benutzer hinzufügen'],
      ['link', 'Maximilian Marino ansehen'],
      ['link', 'Maximilian Marino bearbeiten'],
      ['button', 'Maximilian Marino löschen'],
      ['columnheader', 'Aktionen'],
    ] as const)
      await expect(page.getByRole(role, { name, exact: true }).first()).toBeVisible()
    await expect(main.getByText('Benutzer gesamt')).toBeVisible()
    await page.getByRole('combobox', { name: 'Rolle' }).selectOption('editor')
    await expect
      .poll(async () => new Set(await column(page, ROLE, 'Benutzer')))
      .toEqual(new Set(['Redakteur']))

    // None of the list's English words: names, emails and companies stay as written.
    const english = [
      /\bFilters\b/,
      /\bAll (roles|plans|statuses)\b/,
      /\b(Total|Active|Pending|Inactive) users\b/,
      /Add new user/,
      /\b(Admin|Author|Editor|Maintainer|Subscriber)\b/,
      /\b(Basic|Enterprise)\b/,
      /\b(Active|Inactive|Pending)\b/,
      /\bActions\b/,
      /\bShowing\b/,
    ]
    const listText = await main.innerText()
    for (const word of english) expect(listText, String(word)).not.toMatch(word)
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^(View|Edit|Delete) / })).toHaveCount(0)

    await page.getByRole('button', { name: 'Exportieren' }).click()
    await expect(page.getByText('Alle 12 passenden Benutzer exportieren')).toBeVisible()
    await page.keyboard.press('Escape')

    // The add drawer's labels and its validation.
    await page.getByRole('button', { name: 'Neuen Benutzer hinzufügen' }).click()
    const drawer = page.getByRole('dialog', { name: 'Neuen Benutzer hinzufügen' })
    await drawer.getByRole('button', { name: 'Hinzufügen', exact: true }).click()
    await expect(drawer.getByText('Geben Sie den vollständigen Namen ein')).toBeVisible()
    await expect(drawer.getByText('Wählen Sie eine Rolle')).toBeVisible()
    await expect(drawer.getByRole('textbox', { name: 'Telefon' })).toBeVisible()
    await expect(drawer).not.toContainText(/Enter|Choose|Contact|Country|\bRole\b|\bPlan\b/)
    await drawer.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(drawer).toBeHidden()

    // The selected rows' confirmation counts in German.
    const [first = ''] = await names(page, 'Benutzer')
    await row(page, first, 'Benutzer')
      .getByRole('checkbox', { name: `${first} auswählen` })
      .check()
    await page.getByRole('button', { name: 'Auswahl löschen' }).click()
    const confirm = page.getByRole('dialog', { name: '1 Benutzer löschen?' })
    await expect(confirm).toContainText('Dieser Benutzer wird gelöscht.')
    await confirm.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(confirm).toBeHidden()

    // A user's page: details, plan, activity and permissions.
    await page.getByRole('link', { name: `${first} ansehen` }).click()
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible()
    for (const name of ['Details', 'Aktivitätsverlauf', 'Berechtigungen', 'Rechnungen'])
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
    const permissions = page.getByRole('table', { name: 'Berechtigungen' })
    await expect(permissions.getByRole('columnheader', { name: 'Modul' })).toBeVisible()
    await expect(permissions.getByRole('cell', { name: 'Einstellungen' })).toBeVisible()
    // The invoices section is the invoice app's.
    const viewText = (
      await main.locator('section:not([aria-labelledby="user-invoices-title"])').allInnerTexts()
    ).join('\n')
    for (const word of [
      /Activity timeline/,
      /Current plan/,
      /\/ month/,
      /Change plan/,
      /\bJoined\b/,
      /Signed up/,
      /\b(Username|Contact|Country|Language)\b/,
      /\b(Read|Write|Create|Module)\b/,
      /Permissions/,
      /\$\d/,
      ...english,
    ])
      expect(viewText, String(word)).not.toMatch(word)

    // The edit page's tabs and buttons.
    await page.getByRole('link', { name: 'Bearbeiten', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzer bearbeiten' })).toBeVisible()
    for (const name of ['Konto', 'Angaben', 'Soziale Netzwerke'])
      await expect(page.getByRole('tab', { name })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible()
    await page.getByRole('tab', { name: 'Angaben' }).click()
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Geschlecht' })).toContainText('Keine Angabe')
    const editText = await main.innerText()
    for (const word of [/Edit user/, /View user/, /Save changes/, /\bAccount\b/, /Not given/])
      expect(editText, String(word)).not.toMatch(word)
  })

  test('the client account may not see users', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/apps/user/list')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})
