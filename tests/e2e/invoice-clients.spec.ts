import type { Page } from '@playwright/test'
import { expect, signedIn, test } from './fixtures'

// The sample invoices bill 40 distinct clients (src/mock/fixtures/invoices.ts).
const SAMPLE_CLIENTS = 40

const picker = (page: Page) => page.getByRole('combobox', { name: 'Client' })
const options = (page: Page) => page.getByRole('listbox').getByRole('option')

async function openAddInvoice(page: Page) {
  await signedIn(page, 'admin')
  await page.goto('/apps/invoice/add')
  await expect(page.getByRole('heading', { level: 1, name: 'Add invoice' })).toBeVisible()
  await expect(picker(page)).toHaveAttribute('placeholder', 'Choose a client')
}

test.describe('Invoice clients', () => {
  test('the picker offers every client of the invoices, by name, after "Add new client"', async ({
    page,
  }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/invoice/list')
    const rows = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')
    // The loading rows are 10 too: wait for the invoices' own links.
    await expect(rows.first().getByRole('link').first()).toBeVisible()
    await expect(rows).toHaveCount(10)
    const listed = await rows.allTextContents()

    await page.getByRole('link', { name: 'Add invoice' }).click()
    await picker(page).click()
    await expect(options(page)).toHaveCount(SAMPLE_CLIENTS + 1)
    const offered = await options(page).allTextContents()
    expect(offered[0]).toBe('Add new client')
    const clients = offered.slice(1)
    expect(new Set(clients).size).toBe(SAMPLE_CLIENTS)
    expect(clients).toEqual(clients.toSorted((a, b) => a.localeCompare(b)))
    // The clients of the newest invoices, the ones a person sees first, are among them.
    for (const row of listed)
      expect(
        clients.some((name) => row.includes(name)),
        row,
      ).toBe(true)
  })

  test('adds a new client from the picker, picks them, and offers them after a reload', async ({
    page,
  }) => {
    await openAddInvoice(page)
    await picker(page).fill('Nuno Ferreira')
    await expect(options(page)).toHaveText(['Add new client'])
    await options(page).first().click()

    const drawer = page.getByRole('dialog', { name: 'New client' })
    // It starts from the name typed.
    await expect(drawer.getByRole('textbox', { name: 'Name' })).toHaveValue('Nuno Ferreira')
    await expect(drawer.getByRole('textbox', { name: 'Name' })).toBeFocused()
    await drawer.getByRole('textbox', { name: 'Email' }).fill('not an address')
    await drawer.getByRole('button', { name: 'Add client' }).click()
    await expect(drawer.getByText('Use a valid email')).toBeVisible()
    await expect(drawer.getByText('Required')).toHaveCount(4)

    await drawer.getByRole('textbox', { name: 'Company' }).fill('Tasca do Nuno')
    await drawer.getByRole('textbox', { name: 'Email' }).fill('nuno@tascadonuno.example')
    await drawer.getByRole('textbox', { name: 'Address' }).fill('Rua das Flores 20, Lisbon')
    await drawer.getByRole('textbox', { name: 'Country' }).fill('Portugal')
    await drawer.getByRole('textbox', { name: 'Contact' }).fill('+351 912 345 678')
    await drawer.getByRole('button', { name: 'Add client' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByText('Nuno Ferreira added to the clients')).toBeVisible()
    await expect(picker(page)).toHaveValue('Nuno Ferreira')
    await expect(page.getByRole('group', { name: 'Client details' })).toContainText('Tasca do Nuno')

    // Kept by the back end: offered again after a reload, in its place by name.
    await page.reload()
    await picker(page).click()
    await expect(options(page).filter({ hasText: 'Nuno Ferreira' })).toHaveCount(1)
    const offered = (await options(page).allTextContents()).slice(1)
    expect(offered).toEqual(offered.toSorted((a, b) => a.localeCompare(b)))
    await options(page).filter({ hasText: 'Nuno Ferreira' }).click()

    // An invoice billed to them lists them.
    await page.getByRole('textbox', { name: 'Item 1 description' }).fill('Menu tasting')
    await page.getByRole('textbox', { name: 'Item 1 price' }).fill('80')
    await page.getByRole('button', { name: 'Save invoice' }).click()
    await expect(page).toHaveURL('/apps/invoice/list')
    await expect(
      page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').first(),
    ).toContainText('Nuno Ferreira')
  })

  test('a name already taken is refused beside the name, whatever its case', async ({ page }) => {
    await openAddInvoice(page)
    await picker(page).click()
    const taken = (await options(page).nth(1).textContent()) ?? ''
    await options(page).first().click()
    const drawer = page.getByRole('dialog', { name: 'New client' })
    // The picker's text was a client's own name: the form starts blank.
    await expect(drawer.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    await drawer.getByRole('textbox', { name: 'Name' }).fill(taken.toUpperCase())
    await drawer.getByRole('textbox', { name: 'Company' }).fill('Copy Ltd')
    await drawer.getByRole('textbox', { name: 'Email' }).fill('copy@example.com')
    await drawer.getByRole('textbox', { name: 'Address' }).fill('1 Copy Street')
    await drawer.getByRole('textbox', { name: 'Country' }).fill('Italy')
    await drawer.getByRole('textbox', { name: 'Contact' }).fill('+39 600000000')
    await drawer.getByRole('button', { name: 'Add client' }).click()
    await expect(drawer.getByText('A client with this name already exists')).toBeVisible()
    await drawer.getByRole('button', { name: 'Cancel' }).click()
    await expect(drawer).toBeHidden()
    await expect(picker(page)).toHaveValue('')
  })
})
