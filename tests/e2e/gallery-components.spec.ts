import type { Page } from '@playwright/test'
import { expect, reach, signedIn, test } from './fixtures'

/** The /components pages these journeys open: address and heading. */
const pages = [
  ['alerts', 'Alerts'],
  ['avatar', 'Avatar'],
  ['badges', 'Badges'],
  ['block-ui', 'Block UI'],
  ['breadcrumbs', 'Breadcrumbs'],
  ['buttons', 'Buttons'],
  ['carousel', 'Carousel'],
  ['collapse', 'Collapse'],
  ['divider', 'Divider'],
  ['dropdowns', 'Dropdowns'],
  ['list-group', 'List group'],
  ['media-objects', 'Media objects'],
  ['modals', 'Modals'],
  ['navs', 'Navs'],
  ['pagination', 'Pagination'],
  ['pill-badges', 'Pill badges'],
  ['pills', 'Pills'],
  ['popovers', 'Popovers'],
  ['progress', 'Progress'],
  ['spinners', 'Spinners'],
  ['tabs', 'Tabs'],
  ['timeline', 'Timeline'],
  ['toasts', 'Toasts'],
  ['tooltips', 'Tooltips'],
] as const

type Slug = (typeof pages)[number][0]

async function open(page: Page, slug: Slug) {
  const [, heading] = pages.find(([s]) => s === slug) ?? []
  await reach(page, `/components/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
  await expect(page).toHaveTitle(`${heading} - Tavola`)
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test.describe('Component gallery', () => {
  test('the client account may not open the gallery', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/components/alerts')
    await expect(page).toHaveURL('/misc/not-authorized')
  })

  test('a modal keeps focus inside and gives it back on Escape', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, 'modals')
    const opener = page.getByRole('button', { name: 'Cancel reservation #1042' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' })
    await expect(dialog).toBeVisible()
    // The safe choice has the focus; Tab cycles through the dialog's three buttons and stays inside.
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // The form modal explains a missing value and keeps the dialog open.
    await page.getByRole('button', { name: 'New reservation' }).click()
    const form = page.getByRole('dialog', { name: 'New reservation' })
    await expect(form.getByRole('textbox', { name: 'Guest name' })).toBeFocused()
    await form.getByRole('button', { name: 'Book' }).click()
    await expect(form.getByText('Enter the guest’s name')).toBeVisible()
    await form.getByRole('textbox', { name: 'Guest name' }).fill('Anna Weber')
    await form.getByRole('button', { name: 'Book' }).click()
    await expect(form).toBeHidden()
    await expect(page.getByText('Booked: Anna Weber')).toBeVisible()
  })

  test('alerts are dismissed and come back', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, 'alerts')
    const dismissible = section(page, 'Dismissible')
    await expect(dismissible.getByRole('alert')).toHaveCount(4)
    await dismissible.getByRole('button', { name: 'Dismiss: Low stock' }).click()
    await expect(dismissible.getByRole('alert')).toHaveCount(3)
    await expect(dismissible.getByText('Only 4 portions of tiramisu')).toBeHidden()
    await dismissible.getByRole('button', { name: 'Show dismissed alerts (1)' }).click()
    await expect(dismissible.getByRole('alert')).toHaveCount(4)
  })

  test('tabs, pills and navs switch panels with the arrow keys', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, 'tabs')
    const basic = section(page, 'Basic')
    await basic.getByRole('tab', { name: 'Reservations' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(basic.getByRole('tab', { name: 'Orders' })).toBeFocused()
    await expect(basic.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(basic.getByRole('tabpanel')).toHaveText(/12 orders open/)
    await page.keyboard.press('End')
    await expect(basic.getByRole('tab', { name: 'Settings' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(basic.getByRole('tabpanel')).toHaveText(/Service hours/)

    await open(page, 'pills')
    const vertical = section(page, 'Vertical pills')
    await vertical.getByRole('tab', { name: 'Breakfast' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(vertical.getByRole('tabpanel')).toHaveText(/set menu at \$19/)

    await open(page, 'navs')
    const side = section(page, 'Vertical nav with icons and counts')
    await side.getByRole('button', { name: /Bar/ }).click()
    await expect(side.getByRole('button', { name: /Bar/ })).toHaveAttribute('aria-current', 'true')
    await expect(side.getByText('Six cocktails queued')).toBeVisible()
  })

  test('toasts appear, two at a time', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, 'toasts')
    await page.getByRole('button', { name: 'Success', exact: true }).click()
    await expect(page.getByText('Table 12: sent to the kitchen.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear all toasts' }).click()
    await expect(page.getByText('Table 12: sent to the kitchen.')).toBeHidden()

    await page.getByRole('button', { name: 'Show three orders' }).click()
    await expect(page.getByText('Order #2041 ready')).toBeVisible()
    await expect(page.getByText('Order #2042 ready')).toBeVisible()
    // The third waits for a free place: it shows once one of the first two closes (after 3 s).
    await expect(page.getByText('Order #2043 ready')).toBeHidden()
    await expect(page.getByText('Order #2043 ready')).toBeVisible({ timeout: 6000 })
  })

  test('block UI covers a card and lets go', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, 'block-ui')
    const card = page.getByRole('region', { name: 'Open orders', exact: true })
    await expect(card).toHaveAttribute('aria-busy', 'false')
    await page.getByRole('button', { name: 'Refresh open orders' }).click()
    await expect(card).toHaveAttribute('aria-busy', 'true')
    await expect(card.locator('.mantine-LoadingOverlay-root')).toBeVisible()
    await expect(card).toHaveAttribute('aria-busy', 'false', { timeout: 5000 })
    await expect(card.locator('.mantine-LoadingOverlay-root')).toBeHidden()

    const till = page.getByRole('region', { name: 'Till', exact: true })
    await page.getByRole('button', { name: 'Close the till' }).click()
    await expect(till).toHaveAttribute('aria-busy', 'true')
    await expect(till.getByText('Counting the till…')).toBeVisible()
    await till.getByRole('button', { name: 'Unblock' }).click()
    await expect(till).toHaveAttribute('aria-busy', 'false')
  })

  test('collapse and accordion say whether they are open', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, 'collapse')
    const toggle = page.getByRole('button', { name: "Show tonight's prep list" })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText('Bake focaccia')).toBeHidden()
    await toggle.press('Enter')
    const hide = page.getByRole('button', { name: "Hide tonight's prep list" })
    await expect(hide).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('Bake focaccia')).toBeVisible()
    await hide.click()
    await expect(page.getByText('Bake focaccia')).toBeHidden()

    const accordion = section(page, 'Accordion, one at a time')
    const groups = accordion.getByRole('button', { name: 'How large can a group booking be?' })
    await groups.click()
    await expect(groups).toHaveAttribute('aria-expanded', 'true')
    await expect(
      accordion.getByRole('button', { name: 'Where is the allergen list?' }),
    ).toHaveAttribute('aria-expanded', 'false')
  })

  test('the carousel moves with its buttons, indicators and the arrow keys', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, 'carousel')
    const specials = section(page, 'With indicators')
    const status = specials.getByText(/^Dish \d of 5/)
    await expect(status).toHaveText('Dish 1 of 5: Saffron risotto')
    await specials.getByRole('button', { name: 'Next dish' }).click()
    await expect(status).toHaveText('Dish 2 of 5: Grilled sea bass')
    await page.keyboard.press('ArrowRight')
    await expect(status).toHaveText('Dish 3 of 5: Burrata salad')
    await page.keyboard.press('ArrowLeft')
    await expect(status).toHaveText('Dish 2 of 5: Grilled sea bass')
    await specials.getByRole('tab', { name: 'Show Tiramisu' }).click()
    await expect(status).toHaveText('Dish 5 of 5: Tiramisu')
  })

  test('dropdowns, popovers and tooltips open from the keyboard', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, 'dropdowns')
    const seat = page.getByRole('button', { name: 'Seat at: Table 4' })
    await seat.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    await page.getByRole('menuitem', { name: 'Table 12' }).click()
    await expect(page.getByText('The party of four goes to Table 12.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Seat at: Table 12' })).toBeFocused()

    await open(page, 'popovers')
    const addNote = page.getByRole('button', { name: 'Add a kitchen note' })
    await addNote.focus()
    await page.keyboard.press('Enter')
    const note = page.getByRole('textbox', { name: 'Note for table 12' })
    await expect(note).toBeFocused()
    await note.fill('No onions')
    await page.getByRole('button', { name: 'Save note' }).press('Enter')
    await expect(page.getByText('Kitchen note: No onions')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Edit the kitchen note' })).toBeFocused()

    await open(page, 'tooltips')
    await page.getByRole('button', { name: 'Print ticket' }).focus()
    await expect(page.getByRole('tooltip', { name: 'Print ticket' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip')).toBeHidden()
  })

  test('pagination changes the list shown; the list group selects', async ({ page }) => {
    await signedIn(page, 'admin')
    await open(page, 'pagination')
    const basic = section(page, 'Basic')
    await expect(basic.getByRole('table')).toContainText('Anna Weber')
    await basic.getByRole('button', { name: 'Page 2' }).click()
    await expect(basic.getByRole('table', { name: 'Reservations, page 2 of 6' })).toBeVisible()
    await expect(basic.getByRole('table')).toContainText('Lucas Bernard')
    await expect(basic.getByRole('table')).not.toContainText('Anna Weber')

    const sized = section(page, "The data table's pager")
    await sized.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
    await expect(sized.getByText('Showing 1 to 25 of 27')).toBeVisible()
    await sized.getByRole('button', { name: 'Page 2' }).click()
    await expect(sized.getByText('Showing 26 to 27 of 27')).toBeVisible()

    await open(page, 'list-group')
    const list = section(page, 'Selectable, with badges')
    await list.getByRole('button', { name: /Table 12/ }).click()
    await expect(list.getByRole('button', { name: /Table 12/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(list.getByText('Selected: Table 12, 6 seats, reserved')).toBeVisible()
    const closed = list.getByRole('button', { name: /Terrace 2/ })
    await expect(closed).toHaveAttribute('aria-disabled', 'true')
    // A click reaches it (Playwright itself refuses to click an aria-disabled element) and changes nothing.
    await closed.dispatchEvent('click')
    await expect(list.getByText('Selected: Table 12, 6 seats, reserved')).toBeVisible()
  })
})
