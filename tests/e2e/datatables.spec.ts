import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import {
  expect,
  expectEachToContain,
  expectNoSidewaysScroll,
  reach,
  signedIn,
  test,
} from './fixtures'

const bodyRows = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).locator('tbody tr')

test.describe('Data tables', () => {
  test('advanced table: search and page in the URL, restored by a reload', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/datatables/advance')
    await expect(page.getByText(/^Showing 1 to 10 of \d+$/)).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search staff' }).fill('chef')
    await expect(page).toHaveURL(/q=chef/)
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
    await expect(page).toHaveURL(/perPage=25/)
    const range = page.getByText(/^Showing \d+ to \d+ of \d+$/)
    await expect(range).toHaveText(/^Showing 1 to \d+ of \d+$/)
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search staff' })).toHaveValue('chef')
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
    await expectEachToContain(bodyRows(page, 'Staff (server-side)'), 'chef')

    // Sort and column visibility.
    await page.getByRole('button', { name: /^Salary/ }).click()
    await expect(page).toHaveURL(/sort=salary%3Aasc|sort=salary:asc/)
    await page.getByRole('button', { name: 'Columns' }).click()
    await page.getByRole('checkbox', { name: 'Email' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('columnheader', { name: /Email/ })).toHaveCount(0)
  })

  test('basic table: sort, select, and export the shown rows as CSV', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/datatables/basic')
    const rows = bodyRows(page, 'Staff')
    await expect(rows.first()).toBeVisible()
    await page.getByRole('searchbox', { name: 'Filter Post' }).fill('Sommelier')
    await expectEachToContain(rows, 'Sommelier')
    await page.getByRole('button', { name: /^Salary/ }).click()
    const count = await rows.count()
    expect(count).toBeGreaterThan(0)
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check()
    await expect(page.getByText(`${String(count)} rows selected`)).toBeVisible()

    await page.getByRole('button', { name: 'Export' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /CSV/ }).click(),
    ])
    expect(download.suggestedFilename()).toBe('staff.csv')
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
    const lines = text.trim().split('\r\n')
    expect(lines[0]).toBe('Name,Email,Post,City,Start date,Salary,Age,Experience,Status')
    expect(lines).toHaveLength(count + 1)
    const salaries = lines.slice(1).map((line) => {
      const match = /"\$([\d,]+\.\d\d)"/.exec(line)
      return Number(match?.[1]?.replace(/,/g, ''))
    })
    expect(salaries.every((salary) => salary > 0)).toBe(true)
    expect(salaries).toEqual([...salaries].sort((a, b) => a - b))
    for (const line of lines.slice(1)) expect(line).toContain('Sommelier')
  })

  test('import-export: a CSV file becomes rows', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/extensions/import-export')
    await page.locator('input[type=file]').setInputFiles({
      name: 'team.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Post\n"Rosa, the great",Sommelier\nLuca Neri,Line Cook\n'),
    })
    await expect(page.getByText('2 rows and 2 columns from team.csv.')).toBeVisible()
    await expect(bodyRows(page, 'Imported rows').first()).toContainText('Rosa, the great')
    await page.locator('input[type=file]').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b\n"open'),
    })
    await expect(page.getByRole('alert')).toContainText('Line 2')
  })

  // Their axe scans are in a11y.spec.ts (the gallery walk); here, the light look on a phone.
  test('the tables fit 375 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signedIn(page, 'admin')
    for (const path of [
      '/datatables/basic',
      '/datatables/advance',
      '/tables/basic',
      '/extensions/import-export',
    ]) {
      await reach(page, path)
      await expect(page.getByRole('table').first()).toBeVisible()
      await expectNoSidewaysScroll(page)
    }
  })
})
