import type { Page } from '@playwright/test'
import { expect, signedIn, test } from './fixtures'

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true })
const discardDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' })

/** Whether closing or reloading the tab would ask first (the browser's own prompt). */
const asksBeforeUnload = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  })

/** Leaving by the menu asks; Stay keeps the page and the text, Discard goes on. */
async function staysThenDiscards(page: Page, field: () => ReturnType<Page['getByRole']>) {
  const here = page.url()
  const typed = await field().inputValue()
  await menuLink(page, 'Email').click()
  await expect(discardDialog(page)).toBeVisible()
  await expect(discardDialog(page).getByRole('button', { name: 'Stay' })).toBeFocused()
  await discardDialog(page).getByRole('button', { name: 'Stay' }).click()
  await expect(discardDialog(page)).toBeHidden()
  expect(page.url()).toBe(here)
  await expect(field()).toHaveValue(typed)

  await menuLink(page, 'Email').click()
  await discardDialog(page).getByRole('button', { name: 'Discard' }).click()
  await expect(page).toHaveURL(/\/apps\/email/)
  await expect(discardDialog(page)).toBeHidden()
}

/** A move that should not be held: no dialog, the next page opens. */
async function leavesFreely(page: Page) {
  expect(await asksBeforeUnload(page)).toBe(false)
  await menuLink(page, 'Email').click()
  await expect(page).toHaveURL(/\/apps\/email/)
  await expect(discardDialog(page)).toHaveCount(0)
}

test.describe('Unsaved changes', () => {
  test('the invoice editor asks before its changes are left, not once they are saved', async ({
    page,
  }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/invoice/edit/5010')
    const description = () => page.getByRole('textbox', { name: 'Item 1 description' })
    await expect(description()).not.toHaveValue('')
    // Untouched, it lets go.
    expect(await asksBeforeUnload(page)).toBe(false)

    await description().fill('Menu design, second edition')
    expect(await asksBeforeUnload(page)).toBe(true)
    await staysThenDiscards(page, description)

    // Saved, nothing is lost: neither the move after the save nor a later one asks.
    await page.goBack()
    await expect(description()).toBeVisible()
    await page.getByRole('textbox', { name: 'Item 1 quantity' }).fill('4')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL('/apps/invoice/preview/5010')
    await expect(page.getByText('Invoice #5010 saved')).toBeVisible()
    await leavesFreely(page)
  })

  test('the user editor asks when leaving the page, not when changing tabs', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/user/edit/5')
    const fullName = () => page.getByRole('textbox', { name: 'Full name' })
    await expect(fullName()).not.toHaveValue('')
    await fullName().fill('Renamed Person')
    await page.getByRole('tab', { name: 'Information' }).click()
    await expect(page).toHaveURL(/tab=information/)
    await expect(discardDialog(page)).toHaveCount(0)
    await page.getByRole('tab', { name: 'Account' }).click()
    await staysThenDiscards(page, fullName)

    await page.goBack()
    await fullName().fill('Renamed Person')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Changes saved')).toBeVisible()
    await leavesFreely(page)
  })

  test('the blog editor asks before its changes are left', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/pages/blog/edit/1')
    const title = () => page.getByRole('textbox', { name: 'Title' })
    await expect(title()).not.toHaveValue('')
    expect(await asksBeforeUnload(page)).toBe(false)
    await title().fill('A new title for the post')
    await staysThenDiscards(page, title)

    await page.goBack()
    await title().fill('A new title for the post')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Post saved')).toBeVisible()
    await leavesFreely(page)
  })

  test('the account settings ask for a change in any tab', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/pages/account-settings')
    const company = () => page.getByRole('textbox', { name: 'Company' })
    await expect(company()).toBeVisible()
    expect(await asksBeforeUnload(page)).toBe(false)
    await company().fill('Tavola Group')
    // Another tab keeps the change, and asks nothing.
    await page.getByRole('tab', { name: 'Social' }).click()
    await expect(discardDialog(page)).toHaveCount(0)
    await page.getByRole('tab', { name: 'General' }).click()
    await staysThenDiscards(page, company)

    await page.goBack()
    await company().fill('Tavola Group')
    await page.getByRole('button', { name: 'Save changes' }).first().click()
    await expect(page.getByText('Changes saved')).toBeVisible()
    await leavesFreely(page)
  })
})
