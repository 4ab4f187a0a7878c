import type { Page } from '@playwright/test'
import { expect, reach, signedIn, test } from './fixtures'

/** Opens a page (inside the app once it runs) and waits for its heading and any lazy part. */
async function open(page: Page, path: string, heading: string) {
  await reach(page, path)
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
  await expect(page).toHaveTitle(`${heading} - Tavola`)
  if (path === '/forms/editor')
    await expect(page.getByLabel('Menu description: loading the editor')).toHaveCount(0)
}

test.describe('Form and UI-element gallery', () => {
  test('masked inputs format typed digits', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, '/forms/input-mask', 'Input mask')
    const phone = page.getByRole('textbox', { name: 'Guest phone' })
    await phone.fill('393331234567')
    await expect(phone).toHaveValue('+39 333 123 4567')
    const date = page.getByRole('textbox', { name: 'Reservation date' })
    await date.fill('1231')
    await expect(date).toHaveValue('12/31')
    await expect(page.getByText('Keep typing: 00/00/0000')).toBeVisible()
    await date.fill('12/312026')
    await expect(date).toHaveValue('12/31/2026')
    await expect(page.getByText('Keep typing: 00/00/0000')).toHaveCount(0)
    const card = page.getByRole('textbox', { name: 'Card number' })
    await card.fill('4111-1111-1111-1111')
    await expect(card).toHaveValue('4111 1111 1111 1111')
    const time = page.getByRole('textbox', { name: 'Arrival time' })
    await time.pressSequentially('19a30')
    await expect(time).toHaveValue('19:30')
    await time.press('Backspace')
    await time.press('Backspace')
    await expect(time).toHaveValue('19')
  })
})

const months = new Intl.DateTimeFormat('en-US', { month: 'long' })

/** Picks tomorrow in the date picker labelled `label`. */
async function pickTomorrow(page: Page, label: string) {
  const today = new Date()
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)
  await page.getByRole('button', { name: label, exact: true }).click()
  if (tomorrow.getMonth() !== today.getMonth())
    await page.getByRole('button', { name: 'Next month' }).click()
  const day = `${tomorrow.getDate()} ${months.format(tomorrow)} ${tomorrow.getFullYear()}`
  await page.getByRole('button', { name: day, exact: true }).click()
}

/** Chooses `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.describe('Form gallery journeys', () => {
  test('the validated form shows field errors, then books', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, '/forms/form-validation', 'Form validation')
    await page.getByRole('button', { name: 'Book table' }).click()
    await expect(page.getByText('Enter the guest’s name (at least 2 letters)')).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Date', exact: true }),
    ).toHaveAccessibleDescription('Pick a date')
    await expect(page.getByText('Accept the deposit policy to book')).toBeVisible()
    // The first field at fault gets the focus.
    await expect(page.getByRole('textbox', { name: 'Guest name' })).toBeFocused()
    await expect(page.getByText('Reservation confirmed')).toHaveCount(0)

    await page.getByRole('textbox', { name: 'Guest name' }).fill('Giulia Rossi')
    await expect(page.getByText('Enter the guest’s name (at least 2 letters)')).toHaveCount(0)
    await page.getByRole('textbox', { name: 'Email' }).fill('giulia@example.com')
    await page.getByRole('textbox', { name: 'Phone' }).fill('393331234567')
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+39 333 123 4567')
    await pickTomorrow(page, 'Date')
    await choose(page, 'Time', '19:30')
    await choose(page, 'Seating area', 'Terrace')
    await page.getByRole('checkbox', { name: /deposit policy/ }).check()
    await page.getByRole('button', { name: 'Book table' }).click()
    await expect(page.getByText('Reservation confirmed')).toBeVisible()
    await expect(page.getByText(/Giulia Rossi, 2 guests, .* at 19:30, Terrace\./)).toBeVisible()
    await expect(page.getByText('Table booked for Giulia Rossi')).toBeVisible()
  })

  test('the wizard stops on an invalid step and completes', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, '/forms/form-wizard', 'Form wizard')
    const step = (text: string) => page.getByRole('heading', { name: text })
    const next = page.getByRole('button', { name: 'Next' })

    await next.click()
    await expect(step('Step 1 of 4: Guest')).toBeVisible()
    await expect(page.getByText('Enter the guest’s name (at least 2 letters)')).toBeVisible()
    await page.getByRole('textbox', { name: 'Guest name' }).fill('Marco Bianchi')
    await page.getByRole('textbox', { name: 'Email' }).fill('marco@example.com')
    await page.getByRole('textbox', { name: 'Phone' }).fill('390212345678')
    await next.click()

    await expect(step('Step 2 of 4: Booking')).toBeVisible()
    await next.click()
    await expect(step('Step 2 of 4: Booking')).toBeVisible()
    await expect(page.getByText('Pick a time')).toBeVisible()
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('textbox', { name: 'Guest name' })).toHaveValue('Marco Bianchi')
    await next.click()
    await pickTomorrow(page, 'Date')
    await choose(page, 'Time', '20:00')
    await choose(page, 'Seating area', 'Private room')
    await next.click()

    await expect(step('Step 3 of 4: Extras')).toBeVisible()
    await page.getByRole('textbox', { name: 'Notes' }).fill('Anniversary dinner')
    await next.click()

    await expect(step('Step 4 of 4: Review')).toBeVisible()
    const summary = page.getByRole('list', { name: 'Reservation summary' })
    await expect(summary).toContainText('Guest: Marco Bianchi')
    await expect(summary).toContainText('Party: 2 guests, Private room')
    await expect(summary).toContainText('Notes: Anniversary dinner')
    await page.getByRole('button', { name: 'Submit reservation' }).click()
    await expect(page.getByText('Accept the deposit policy to book')).toBeVisible()
    await page.getByRole('checkbox', { name: /deposit policy/ }).check()
    await page.getByRole('button', { name: 'Submit reservation' }).click()
    await expect(page.getByText('Reservation saved')).toBeVisible()
    await expect(page.getByText(/Marco Bianchi is booked for .* at 20:00\./)).toBeVisible()
  })

  test('the repeater adds and removes lines and keeps the totals', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, '/forms/form-repeater', 'Form repeater')
    const totals = page.getByLabel('Order totals')
    // 2 × $9.50 + $3.00 = $22.00, plus 10% VAT.
    await expect(totals).toContainText('Subtotal$22.00')
    await expect(totals).toContainText('Total$24.20')

    await page.getByRole('button', { name: 'Add line' }).click()
    const third = page.getByRole('group', { name: 'Line 3' })
    await third.getByRole('textbox', { name: 'Item' }).fill('Tiramisu')
    await third.getByRole('textbox', { name: 'Qty' }).fill('2')
    await third.getByRole('textbox', { name: 'Price' }).fill('6')
    await expect(totals).toContainText('Subtotal$34.00')
    await expect(totals).toContainText('VAT (10%)$3.40')
    await expect(totals).toContainText('Total$37.40')

    await page.getByRole('button', { name: 'Remove line 1' }).click()
    await expect(page.getByRole('group', { name: 'Line 3' })).toHaveCount(0)
    await expect(totals).toContainText('Total$16.50')
    await expect(page.getByText('Margherita pizza was removed')).toBeVisible()
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(
      page.getByRole('group', { name: 'Line 1' }).getByRole('textbox', { name: 'Item' }),
    ).toHaveValue('Margherita pizza')
    await expect(totals).toContainText('Total$37.40')

    await page.getByRole('button', { name: 'Save order' }).click()
    await expect(page.getByText('Order saved: 3 lines, $37.40.')).toBeVisible()
  })

  test('the file uploader previews an image and rejects a large or wrong file', async ({
    page,
  }) => {
    await signedIn(page, 'admin')
    await open(page, '/forms/file-uploader', 'File uploader')
    const input = page.locator('input[type="file"]')
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    await input.setInputFiles({ name: 'pumpkin-risotto.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByRole('img', { name: 'pumpkin-risotto.png' })).toBeVisible()

    await input.setInputFiles({
      name: 'huge-photo.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(3 * 1024 * 1024),
    })
    const alert = page.getByRole('alert').filter({ hasText: 'Some files were not added' })
    await expect(alert).toContainText('huge-photo.png: 3.0 MB is over the 2 MB limit.')

    await input.setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: png })
    await expect(alert).toContainText('menu.pdf: not an image (PNG, JPEG, WebP, GIF or SVG).')
    await expect(page.getByRole('listitem').getByRole('img')).toHaveCount(1)

    await page.getByRole('button', { name: 'Remove pumpkin-risotto.png' }).click()
    await expect(page.getByText('No photos yet.')).toBeVisible()
  })

  test('the async select loads the dishes from the mock back end', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, '/forms/select', 'Select')
    await page.getByRole('combobox', { name: 'Dish of the day' }).click()
    await expect(page.getByText(/^\d+ dishes loaded\.$/)).toBeVisible()
    await page.getByRole('option').first().click()
    await expect(page.getByText(/^Dish of the day: .+/)).toBeVisible()

    await page.getByRole('textbox', { name: 'Menu tag' }).fill('Chef special')
    await page.getByRole('option', { name: '+ Create “Chef special”' }).click()
    await expect(page.getByText('Tag: Chef special')).toBeVisible()
  })

  test('icons: the search filters and is in the address; a click copies the name', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signedIn(page, 'admin')
    await open(page, '/ui-element/icons', 'Icons')
    const icons = page.getByRole('list', { name: 'Icons' }).getByRole('listitem')
    await expect.poll(() => icons.count()).toBeGreaterThan(150)

    await page.getByRole('searchbox', { name: 'Search icons' }).fill('chef')
    await expect(icons).toHaveCount(1)
    await expect(page).toHaveURL(/[?&]q=chef/)
    await page.getByRole('button', { name: 'Copy IconChefHat' }).click()
    await expect(page.getByText('IconChefHat copied to the clipboard')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Copied IconChefHat' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('IconChefHat')

    // The address brings the search back, and a search with no match says so.
    await page.goto('/ui-element/icons?q=kitchen')
    await expect(page.getByRole('searchbox', { name: 'Search icons' })).toHaveValue('kitchen')
    await expect(icons).toHaveCount(2)
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('sushi')
    await expect(page.getByText('No icon matches “sushi”.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear the search' }).click()
    await expect.poll(() => icons.count()).toBeGreaterThan(150)
  })
})
