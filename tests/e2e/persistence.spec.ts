import type { Page } from '@playwright/test'
import { expect, reach, signedIn, test } from './fixtures'

// The mock store is kept in IndexedDB (src/mock/persistent-db.ts); every test's fresh
// browser context starts from the sample data.

const TASK = 'Renew the health permit'
const taskBox = (page: Page) =>
  page
    .getByRole('list', { name: 'Tasks' })
    .getByRole('listitem')
    .filter({ hasText: TASK })
    .getByRole('checkbox', { name: `Done: ${TASK}` })
const cartButton = (page: Page, count: number) =>
  page.getByRole('button', { name: `Cart, ${String(count)} items` })
const mailRow = (page: Page, subject: string) =>
  page.getByRole('listitem').filter({ hasText: subject })
const userRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Users', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })

async function openTodo(page: Page) {
  await reach(page, '/apps/todo')
  await expect(page).toHaveURL('/apps/todo')
  await expect(taskBox(page)).toBeVisible()
}

async function completeTask(page: Page) {
  await openTodo(page)
  await expect(taskBox(page)).not.toBeChecked()
  await taskBox(page).click()
  await expect(taskBox(page)).toBeChecked()
  await expect(page.getByText('Task completed')).toBeVisible()
}

async function addToCart(page: Page) {
  await reach(page, '/apps/ecommerce/shop')
  await expect(cartButton(page, 3)).toBeVisible()
  await page.getByRole('button', { name: 'Add Walk-in Shelving Unit to cart' }).click()
  await expect(cartButton(page, 4)).toBeVisible()
}

async function renameFirstUser(page: Page) {
  await reach(page, '/apps/user/list')
  await expect(userRows(page).first()).toContainText('Maximilian Marino')
  await userRows(page).first().getByRole('link', { name: 'Edit Maximilian Marino' }).click()
  const fullName = page.getByRole('textbox', { name: 'Full name' })
  await expect(fullName).toHaveValue('Maximilian Marino')
  await fullName.fill('Max Marino-Keller')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Changes saved')).toBeVisible()
}

test('changes survive a reload', async ({ page }) => {
  await signedIn(page, 'admin')
  await completeTask(page)
  await addToCart(page)
  await renameFirstUser(page)

  await page.reload()
  await reach(page, '/apps/user/list')
  await expect(userRows(page).first()).toContainText('Max Marino-Keller')
  await expect(cartButton(page, 4)).toBeVisible()
  await openTodo(page)
  await expect(taskBox(page)).toBeChecked()
})

test('Reset sample data, from the user menu after a confirmation, restores the seed', async ({
  page,
}) => {
  await signedIn(page, 'admin')
  await completeTask(page)
  await addToCart(page)
  await openTodo(page)

  await page.getByRole('button', { name: /^Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Reset sample data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset sample data?' })
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(taskBox(page)).toBeChecked()

  await page.getByRole('button', { name: /^Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Reset sample data' }).click()
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click()
  await expect(page.getByText('The sample data was reset')).toBeVisible()
  await expect(taskBox(page)).not.toBeChecked()
  await expect(cartButton(page, 3)).toBeVisible()

  await page.reload()
  await openTodo(page)
  await expect(taskBox(page)).not.toBeChecked()
})

test('the layout customizer offers the reset too, with the same confirmation', async ({ page }) => {
  await signedIn(page, 'admin')
  await completeTask(page)
  await page.getByRole('button', { name: /^Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Customize layout' }).click()
  await page
    .getByRole('dialog', { name: 'Theme customizer' })
    .getByRole('button', { name: 'Reset sample data' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Reset sample data?' })
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click()
  await expect(page.getByText('The sample data was reset')).toBeVisible()
  await expect(taskBox(page)).not.toBeChecked()
})

test('a client account is not offered the reset', async ({ page }) => {
  await signedIn(page, 'client')
  await page.goto('/access-control')
  await page.getByRole('button', { name: /^Account menu/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Reset sample data' })).toHaveCount(0)
})

// A change in one tab shows in the other within a second, without a reload: one test per
// app, each with its own two tabs.
test('a task completed in one tab is completed in the other', async ({ page: a, context }) => {
  // The second tab finds the session the first one stored.
  await signedIn(a, 'admin')
  await a.goto('/access-control')
  const b = await context.newPage()
  await openTodo(b)
  await openTodo(a)

  await taskBox(a).click()
  await expect(taskBox(a)).toBeChecked()
  await expect(taskBox(b)).toBeChecked({ timeout: 2000 })
})

test('a mail moved to spam in one tab leaves the inbox of the other', async ({
  page: a,
  context,
}) => {
  // The second tab finds the session the first one stored.
  await signedIn(a, 'admin')
  await a.goto('/access-control')
  const b = await context.newPage()
  await b.goto('/apps/email')
  await expect(mailRow(b, 'Broken chair at table 12')).toBeVisible()
  await reach(a, '/apps/email')
  await a.getByRole('checkbox', { name: 'Select “Broken chair at table 12”' }).check()
  await a.getByRole('button', { name: 'Move to folder' }).click()
  await a.getByRole('menuitem', { name: 'Spam' }).click()
  await expect(mailRow(a, 'Broken chair at table 12')).toHaveCount(0)
  await expect(mailRow(b, 'Broken chair at table 12')).toHaveCount(0, { timeout: 2000 })
})

test('a product added to the cart in one tab counts in the other', async ({ page: a, context }) => {
  // The second tab finds the session the first one stored.
  await signedIn(a, 'admin')
  await a.goto('/access-control')
  const b = await context.newPage()
  await b.goto('/apps/ecommerce/shop')
  await expect(cartButton(b, 3)).toBeVisible()
  await addToCart(a)
  await expect(cartButton(b, 4)).toBeVisible({ timeout: 2000 })
})

test('a reset in one tab resets the other', async ({ page: a, context }) => {
  await signedIn(a, 'admin')
  await completeTask(a)
  const b = await context.newPage()
  await openTodo(b)
  await expect(taskBox(b)).toBeChecked()

  await a.getByRole('button', { name: /^Account menu/ }).click()
  await a.getByRole('menuitem', { name: 'Reset sample data' }).click()
  await a.getByRole('dialog').getByRole('button', { name: 'Reset', exact: true }).click()
  await expect(taskBox(a)).not.toBeChecked()
  await expect(taskBox(b)).not.toBeChecked({ timeout: 2000 })
})

test('signing out in one tab signs out every tab', async ({ page: a, context }) => {
  // The second tab finds the session the first one stored.
  await signedIn(a, 'admin')
  await a.goto('/access-control')
  const b = await context.newPage()
  await openTodo(b)

  await a.getByRole('button', { name: /^Account menu/ }).click()
  await a.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(a).toHaveURL(/\/login/)
  await expect(b).toHaveURL(/\/login/, { timeout: 2000 })
  await expect(b.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
})
