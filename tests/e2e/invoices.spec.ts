import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { parseCsv } from '../../src/lib/csv'
import {
  expect,
  expectEachToContain,
  expectNoSidewaysScroll,
  LANGUAGE_KEY,
  pathOf,
  reach,
  signedIn,
  test,
} from './fixtures'

// The sample invoices are #4960 to #5015 (src/mock/fixtures/invoices.ts); #5015 is the newest.
const NEWEST = 5015

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' })
const rows = (page: Page) => table(page).locator('tbody tr')
const row = (page: Page, id: number) => rows(page).filter({ hasText: `#${String(id)}` })
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name })
const range = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+$/)

/** The status names of the rows shown (the third cell: after the checkbox and the number). */
const statuses = (page: Page) =>
  rows(page)
    .locator('td:nth-child(3) [role="img"]')
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label')))

/** The rows' totals in dollars, in order. */
const totals = (page: Page) =>
  rows(page)
    .locator('td:nth-child(5)')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent?.replace(/[$,]/g, ''))))

/** The invoice numbers of the rows shown, in order. */
const numbers = (page: Page) =>
  rows(page)
    .locator('td:nth-child(2)')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.textContent?.replace('#', ''))))

async function openList(page: Page, search = '') {
  await signedIn(page, 'admin')
  await page.goto(`/apps/invoice/list${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  await expect(rows(page).first().getByRole('link').first()).toBeVisible()
}

/** Replaces window.print, which would open a dialog, with a counter. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { __printed: number }
    target.__printed = 0
    window.print = () => {
      target.__printed += 1
    }
  })
}

test.describe('Invoices', () => {
  test('filters by status and searches by client, all in the address', async ({ page }) => {
    await openList(page)
    await expect(page.getByText('Showing 1 to 10 of 56')).toBeVisible()

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Past Due' })
    await expect(page).toHaveURL(/status=Past(\+|%20)Due/)
    // The address changes at once; the rows follow with the answer (the old ones stay till then).
    await expect.poll(async () => new Set(await statuses(page))).toEqual(new Set(['Past Due']))

    // Clearing the status shows every invoice again.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' })
    await expect(page).toHaveURL('/apps/invoice/list')
    await expect(page.getByText('Showing 1 to 10 of 56')).toBeVisible()

    const search = page.getByRole('searchbox', { name: 'Search' })
    // Typed in two goes with a pause between: the box keeps the focus and the first word when
    // the address takes it.
    await search.pressSequentially('diego')
    await expect(page).toHaveURL(/q=diego$/)
    await search.pressSequentially(' ruiz')
    await expect(search).toBeFocused()
    await expect(search).toHaveValue('diego ruiz')
    await expect(page).toHaveURL(/q=diego(\+|%20)ruiz/)
    await expectEachToContain(rows(page), 'Diego Ruiz')
    expect(await rows(page).count()).toBeGreaterThan(1)

    // By company email too, case-insensitively.
    await search.fill('MARTA.SILVA@')
    await expectEachToContain(rows(page), 'Marta Silva')

    // Nothing left: no "Showing 0 to 0 of 0" but a way back to every invoice.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Paid' })
    await search.fill('nobody at all')
    const empty = table(page).getByRole('status')
    await expect(empty).toContainText('No invoices match')
    await expect(empty).toContainText('Nothing matches “nobody at all” with these filters.')
    await expect(range(page)).toHaveCount(0)
    await empty.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL('/apps/invoice/list')
    await expect(page.getByText('Showing 1 to 10 of 56')).toBeVisible()
    await expect(search).toHaveValue('')
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all')
  })

  test('sorts by a clicked header on the server, kept in the address', async ({ page }) => {
    await openList(page)
    const total = header(page, 'Total')
    await expect(total).not.toHaveAttribute('aria-sort')
    await total.getByRole('button').click()
    await expect(total).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(/sortBy=total/)
    await expect.poll(async () => (await numbers(page))[0]).not.toBe(NEWEST)
    const ascending = await totals(page)
    expect(ascending).toEqual(ascending.toSorted((a, b) => a - b))

    // Enter on the focused header turns the order round; the smallest of all came first.
    await total.getByRole('button').press('Enter')
    await expect(total).toHaveAttribute('aria-sort', 'descending')
    await expect(page).toHaveURL(/orderBy=desc/)
    await expect.poll(async () => (await totals(page))[0]).toBeGreaterThan(ascending.at(-1) ?? 0)
    const descending = await totals(page)
    expect(descending).toEqual(descending.toSorted((a, b) => b - a))

    await page.reload()
    await expect(header(page, 'Total')).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(() => totals(page)).toEqual(descending)
    // A third press goes back to the newest first, and the address forgets the sort.
    await header(page, 'Total').getByRole('button').click()
    await expect(header(page, 'Total')).not.toHaveAttribute('aria-sort')
    await expect(page).toHaveURL('/apps/invoice/list')
    await expect.poll(async () => (await numbers(page))[0]).toBe(NEWEST)
  })

  test('exports every invoice the filter matches as CSV, all pages', async ({ page }) => {
    // 21 invoices bill a client whose name or email has "ri": three pages.
    await openList(page, '?q=ri')
    await expect(range(page)).toHaveText('Showing 1 to 10 of 21')
    await page.getByRole('button', { name: 'Export' }).click()
    const downloading = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('invoices.csv')
    const [head, ...lines] = parseCsv(await readFile((await download.path()) ?? '', 'utf8'))
    expect(head).toEqual([
      'Invoice',
      'Status',
      'Client',
      'Company',
      'Email',
      'Issued date',
      'Due date',
      'Total',
      'Balance',
    ])
    expect(lines).toHaveLength(21)
    for (const [, , client = '', , email = ''] of lines)
      expect(`${client} ${email}`.toLowerCase()).toContain('ri')
    expect(lines.slice(0, 10).map((line) => Number(line[0]))).toEqual(await numbers(page))
  })

  test('gives the selected invoices a status, and deletes them after confirming', async ({
    page,
  }) => {
    await openList(page)
    // #5015 is Past Due, #5014 Paid (it keeps its status), #5013 Downloaded.
    for (const id of [NEWEST, NEWEST - 1, NEWEST - 2])
      await row(page, id)
        .getByRole('checkbox', { name: new RegExp(`^Select #${String(id)},`) })
        .check()
    await expect(page.getByText('3 rows selected')).toBeVisible()
    await page.getByRole('button', { name: 'Set status' }).click()
    await page.getByRole('menuitem', { name: 'Sent' }).click()
    await expect(page.getByText('2 invoices marked Sent')).toBeVisible()
    await expect(page.getByText('1 invoice kept its status')).toBeVisible()
    await expect(row(page, NEWEST).getByRole('img', { name: 'Sent' })).toBeVisible()
    await expect(row(page, NEWEST - 1).getByRole('img', { name: 'Paid' })).toBeVisible()
    await expect(row(page, NEWEST - 2).getByRole('img', { name: 'Sent' })).toBeVisible()
    await expect(page.getByText('0 rows selected')).toBeVisible()

    // Paid settles the balance, which nothing undoes: it asks first.
    await row(page, NEWEST - 3)
      .getByRole('checkbox')
      .check()
    await page.getByRole('button', { name: 'Set status' }).click()
    await page.getByRole('menuitem', { name: 'Paid' }).click()
    const paying = page.getByRole('dialog', { name: 'Mark 1 invoice Paid?' })
    await expect(paying).toContainText(`#${String(NEWEST - 3)}`)
    await paying.getByRole('button', { name: 'Mark Paid' }).click()
    await expect(page.getByText('1 invoice marked Paid')).toBeVisible()
    await expect(row(page, NEWEST - 3).getByText('Paid', { exact: true })).toBeVisible()

    await row(page, NEWEST).getByRole('checkbox').check()
    await row(page, NEWEST - 2)
      .getByRole('checkbox')
      .check()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete 2 invoices?' })
    await expect(dialog).toContainText(`#${String(NEWEST)}`)
    await expect(dialog).toContainText(`#${String(NEWEST - 2)}`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(row(page, NEWEST)).toBeVisible()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await dialog.getByRole('button', { name: 'Delete 2 invoices' }).click()
    await expect(page.getByText('2 invoices deleted')).toBeVisible()
    await expect(row(page, NEWEST)).toHaveCount(0)
    await expect(row(page, NEWEST - 2)).toHaveCount(0)
    await expect(page.getByText('Showing 1 to 10 of 54')).toBeVisible()
    await expect(rows(page).first()).toContainText(`#${String(NEWEST - 1)}`)
  })

  test('a phone shows each invoice as a card with its total and actions, no sideways scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signedIn(page, 'admin')
    await page.goto('/apps/invoice/list')
    const cards = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem')
    await expect(cards).toHaveCount(10)
    await expectNoSidewaysScroll(page)
    const first = cards.first()
    await first.scrollIntoViewIfNeeded()
    const name = `invoice #${String(NEWEST)}`
    for (const part of [
      first.getByRole('link', { name: `#${String(NEWEST)}`, exact: true }),
      first.getByText('Total', { exact: true }),
      first.getByText(/^\$[\d,]+\.\d\d$/).first(),
      first.getByRole('link', { name: `Preview ${name}` }),
      first.getByRole('link', { name: `Edit ${name}` }),
      first.getByRole('button', { name: `Download ${name}` }),
      first.getByRole('button', { name: `Delete ${name}` }),
    ])
      await expect(part).toBeInViewport({ ratio: 1 })
    // Neither the list nor a card scrolls sideways.
    const overflow = await page
      .getByRole('list', { name: 'Invoices' })
      .evaluate((list) =>
        [list, ...list.children].some((node) => node.scrollWidth > node.clientWidth + 1),
      )
    expect(overflow).toBe(false)
  })

  test('pages and page sizes are in the address', async ({ page }) => {
    await openList(page)
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText('Showing 11 to 20 of 56')).toBeVisible()
    await expect(row(page, NEWEST - 10)).toBeVisible()

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
    await expect(page).toHaveURL(/perPage=25/)
    expect(pathOf(page)).not.toContain('page=2')
    await expect(page.getByText('Showing 1 to 25 of 56')).toBeVisible()
    await expect(rows(page)).toHaveCount(25)

    await page.reload()
    await expect(rows(page)).toHaveCount(25)
  })

  test('adds an invoice with two lines, finds its total in the list, previews and prints it', async ({
    page,
  }) => {
    await stubPrint(page)
    await openList(page)
    await page.getByRole('link', { name: 'Add invoice' }).click()
    await expect(page).toHaveURL('/apps/invoice/add')

    // Nothing is sent until the form is complete; what was typed stays.
    await page.getByRole('textbox', { name: 'Item 1 description' }).fill('Tasting menu')
    await page.getByRole('button', { name: 'Save invoice' }).click()
    await expect(page.getByText('Choose a client')).toBeVisible()
    await expect(page.getByText('Enter a price')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Item 1 description' })).toHaveValue(
      'Tasting menu',
    )

    await page.getByRole('combobox', { name: 'Client' }).click()
    // The first option is "Add new client"; the clients follow.
    const client = page.getByRole('option').nth(1)
    const clientName = (await client.textContent()) ?? ''
    await client.click()
    await page.getByRole('textbox', { name: 'Item 1 quantity' }).fill('2')
    await page.getByRole('textbox', { name: 'Item 1 price' }).fill('45.50')
    await page.getByRole('button', { name: 'Add item' }).click()
    await page.getByRole('textbox', { name: 'Item 2 description' }).fill('Wine pairing')
    await page.getByRole('textbox', { name: 'Item 2 price' }).fill('30')
    await page.getByRole('textbox', { name: 'Tax' }).fill('10')
    // (2 × 45.50 + 30) + 10% tax, computed as it is typed.
    await expect(page.getByTestId('invoice-total')).toHaveText('$133.10')

    await page.getByRole('button', { name: 'Save invoice' }).click()
    await expect(page).toHaveURL('/apps/invoice/list')
    await expect(page.getByText(`Invoice #${String(NEWEST + 1)} added`)).toBeVisible()
    const added = rows(page).first()
    await expect(added).toContainText(`#${String(NEWEST + 1)}`)
    await expect(added).toContainText(clientName)
    await expect(added).toContainText('$133.10')
    await expect(added.getByRole('img', { name: 'Draft' })).toBeVisible()

    await added.getByRole('link', { name: `Preview invoice #${String(NEWEST + 1)}` }).click()
    await expect(page).toHaveURL(`/apps/invoice/preview/${String(NEWEST + 1)}`)
    const items = page.getByRole('table', { name: `Items of invoice #${String(NEWEST + 1)}` })
    await expect(items).toContainText('Tasting menu')
    await expect(items).toContainText('Wine pairing')
    await expect(page.getByText('$133.10').first()).toBeVisible()

    await page.getByRole('link', { name: 'Print' }).click()
    await expect(page).toHaveURL(`/apps/invoice/print/${String(NEWEST + 1)}`)
    // The address changes before the preview has gone: wait for the print page's own link, then
    // its one heading (the preview has a title and the same document heading).
    await expect(page.getByRole('link', { name: 'Back to the preview' })).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: `Invoice #${String(NEWEST + 1)}` }),
    ).toBeVisible()
    await expect(page.getByText('Wine pairing')).toBeVisible()
    // Outside the shell: no menu, no navbar.
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed))
      .toBe(1)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('link', { name: 'Back to the preview' })).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await page.getByRole('link', { name: 'Back to the preview' }).click()
    await expect(page).toHaveURL(`/apps/invoice/preview/${String(NEWEST + 1)}`)
  })

  test('edits an invoice and sees the change in the preview and the list', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/invoice/edit/5010')
    await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice #5010' })).toBeVisible()
    const quantity = page.getByRole('textbox', { name: 'Item 1 quantity' })
    await expect(quantity).toHaveValue('3')
    await quantity.fill('5')
    // 5 × $640 + $1,250, plus 20% tax.
    await expect(page.getByTestId('invoice-total')).toHaveText('$5,340.00')

    // A bad value is refused in place, and the rest stays as typed.
    const second = page.getByRole('textbox', { name: 'Item 2 description' })
    await second.fill('')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Describe the item')).toBeVisible()
    await expect(quantity).toHaveValue('5')
    await second.fill('Kitchen staff training day')

    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL('/apps/invoice/preview/5010')
    await expect(page.getByText('Invoice #5010 saved')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Items of invoice #5010' })).toContainText(
      '$3,200.00',
    )
    await expect(page.getByText('$5,340.00').first()).toBeVisible()

    await page.getByRole('link', { name: 'Invoices', exact: true }).click()
    await page.getByRole('button', { name: 'Page 1' }).waitFor()
    await expect(row(page, 5010)).toContainText('$5,340.00')
  })

  test('deletes an invoice only after confirming', async ({ page }) => {
    await openList(page)
    await row(page, NEWEST)
      .getByRole('button', { name: `Delete invoice #${String(NEWEST)}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Delete invoice?' })
    await expect(dialog).toContainText(`Invoice #${String(NEWEST)}`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(row(page, NEWEST)).toBeVisible()

    await row(page, NEWEST)
      .getByRole('button', { name: `Delete invoice #${String(NEWEST)}` })
      .click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`Invoice #${String(NEWEST)} deleted`)).toBeVisible()
    await expect(row(page, NEWEST)).toHaveCount(0)
    await expect(page.getByText('Showing 1 to 10 of 55')).toBeVisible()
    await expect(rows(page).first()).toContainText(`#${String(NEWEST - 1)}`)

    // Its preview is gone too (reached inside the app: a full load restores the sample data).
    await page.getByRole('link', { name: '#5014' }).first().click()
    await page.getByRole('link', { name: 'Invoices', exact: true }).click()
    await expect(row(page, NEWEST)).toHaveCount(0)
  })

  test('adds a payment and sees the balance change', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/invoice/preview/5010')
    const document = page.getByRole('main')
    await expect(document.getByText('$2,472.60').first()).toBeVisible()
    await page.getByRole('button', { name: 'Add payment' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add payment' })
    const amount = drawer.getByRole('textbox', { name: 'Amount' })
    await expect(amount).toHaveValue('$2,472.6')
    await amount.fill('')
    await drawer.getByRole('button', { name: 'Add payment' }).click()
    await expect(drawer.getByText('Enter an amount')).toBeVisible()
    // More than is owed is refused, with what is owed; nothing is sent.
    await amount.fill('99999')
    await drawer.getByRole('button', { name: 'Add payment' }).click()
    await expect(drawer.getByText('The balance is $2,472.60: enter at most that')).toBeVisible()
    await expect(document.getByText('$2,472.60').first()).toBeVisible()
    await amount.fill('472.60')
    await drawer.getByRole('button', { name: 'Add payment' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByText('Payment of $472.60 added; balance $2,000.00')).toBeVisible()
    await expect(document.getByText('$2,000.00').first()).toBeVisible()

    // The rest settles it: the balance shows "Paid" in the list.
    await page.getByRole('button', { name: 'Add payment' }).click()
    await expect(amount).toHaveValue('$2,000')
    await drawer.getByRole('button', { name: 'Add payment' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByText('Payment of $2,000.00 added; balance $0.00')).toBeVisible()
    await expect(document.getByText('Paid', { exact: true }).first()).toBeVisible()
    // A full load would restore the sample data: the list is reached inside the app.
    await page.getByRole('link', { name: 'Invoices', exact: true }).click()
    await expect(row(page, 5010).getByText('Paid', { exact: true })).toBeVisible()
    await expect(row(page, 5010).getByRole('img', { name: 'Paid' })).toBeVisible()
  })

  test('sends a draft, which becomes Sent, and downloads the invoice as a PDF', async ({
    page,
  }) => {
    // The PDF library is fetched with the first download, not with the page.
    const pdfChunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/invoice-pdf-[\w-]+\.js$/.test(request.url())) pdfChunks.push(request.url())
    })
    await signedIn(page, 'admin')
    await page.goto('/apps/invoice/preview/5011')
    await expect(page.getByText('Draft', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Send invoice' }).click()
    const drawer = page.getByRole('dialog', { name: 'Send invoice' })
    await expect(drawer.getByRole('textbox', { name: 'To' })).toHaveValue(/@/)
    await expect(drawer.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Invoice #5011 from Tavola',
    )
    await drawer.getByRole('textbox', { name: 'To' }).fill('not an address')
    await drawer.getByRole('button', { name: 'Send' }).click()
    await expect(drawer.getByText('Use a valid email')).toBeVisible()
    await drawer.getByRole('textbox', { name: 'To' }).fill('accounts@example.com')
    await drawer.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Invoice sent to accounts@example.com')).toBeVisible()
    await expect(page.getByText('Sent', { exact: true })).toBeVisible()

    expect(pdfChunks).toEqual([])
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    const download = await downloading
    expect(pdfChunks).toHaveLength(1)
    expect(download.suggestedFilename()).toBe('invoice-5011.pdf')
    // The text is written uncompressed: each line of it is a string in the PDF.
    const pdf = await readFile((await download.path()) ?? '', 'latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    const client = await page.getByRole('region', { name: 'Invoice to:' }).locator('p').first()
    for (const text of [
      'Tavola',
      'Via Torino 12',
      'Invoice #5011',
      'Sent',
      (await client.textContent()) ?? '',
      'Payment details:',
      'Kitchen staff training day',
      'Total:',
    ])
      expect(pdf, text).toContain(`(${text})`)
  })

  test('Preview and Edit in the menu open the newest invoice', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/invoice/preview')
    await expect(page).toHaveURL(`/apps/invoice/preview/${String(NEWEST)}`)
    await expect(
      page.getByRole('heading', { level: 1, name: `Invoice #${String(NEWEST)}` }),
    ).toBeVisible()
    await reach(page, '/apps/invoice/edit')
    await expect(page).toHaveURL(`/apps/invoice/edit/${String(NEWEST)}`)
    await expect(page.getByRole('textbox', { name: 'Item 1 description' })).not.toHaveValue('')
  })

  test('an unknown invoice says so, with a way back', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/invoice/preview/1')
    await expect(page.getByText('Invoice #1 does not exist.')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the invoices' }).click()
    await expect(page).toHaveURL('/apps/invoice/list')
  })

  test('speaks German: the list, its statuses and row actions, the bulk changes and their questions', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
    await signedIn(page, 'admin')
    await page.goto('/apps/invoice/list')
    const list = page.getByRole('table', { name: 'Rechnungen' })
    await expect(list.locator('tbody tr').first().getByRole('link').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const listRow = (id: number) => list.locator('tbody tr').filter({ hasText: `#${String(id)}` })
    const newest = listRow(NEWEST)
    for (const [role, name] of [
      ['heading', 'Rechnungen'],
      ['combobox', 'Status'],
      ['searchbox', 'Suchen'],
      ['link', 'Rechnung hinzufügen'],
      ['button', 'Exportieren'],
      ['columnheader', 'Kunde'],
      ['columnheader', 'Gesamtbetrag'],
      ['columnheader', 'Rechnungsdatum'],
      ['columnheader', 'Offener Betrag'],
      ['columnheader', 'Aktionen'],
    ] as const)
      await expect(page.getByRole(role, { name, exact: true }).first()).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Suchen' })).toHaveAttribute(
      'placeholder',
      'Kundenname oder E-Mail',
    )
    // #5015 is Past Due; its actions are named with the invoice's number.
    await expect(newest.getByRole('img', { name: 'Überfällig' })).toBeVisible()
    for (const [role, name] of [
      ['link', 'Vorschau der Rechnung Nr. 5015'],
      ['link', 'Rechnung Nr. 5015 bearbeiten'],
      ['button', 'Rechnung Nr. 5015 herunterladen'],
      ['button', 'Rechnung Nr. 5015 löschen'],
    ] as const)
      await expect(newest.getByRole(role, { name, exact: true })).toBeVisible()

    for (const name of ['Alle Status', 'Bezahlt', 'Teilzahlung', 'Überfällig'])
      await expect(
        page.getByRole('combobox', { name: 'Status' }).getByRole('option', { name, exact: true }),
      ).toBeAttached()
    await page.getByRole('button', { name: 'Exportieren' }).click()
    await expect(page.getByText('Alle 56 passenden Rechnungen exportieren')).toBeVisible()
    await page.keyboard.press('Escape')

    // #5015 is Past Due and #5013 Downloaded: both may become Sent.
    await newest.getByRole('checkbox').check()
    await listRow(NEWEST - 2)
      .getByRole('checkbox')
      .check()
    await page.getByRole('button', { name: 'Status setzen' }).click()
    await expect(page.getByText('Ausgewählte Rechnungen markieren als')).toBeVisible()
    await page.getByRole('menuitem', { name: 'Gesendet' }).click()
    await expect(page.getByText('2 Rechnungen als „Gesendet“ markiert')).toBeVisible()
    await expect(newest.getByRole('img', { name: 'Gesendet' })).toBeVisible()

    await newest.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Status setzen' }).click()
    await page.getByRole('menuitem', { name: 'Bezahlt' }).click()
    const paying = page.getByRole('dialog', { name: '1 Rechnung als bezahlt markieren?' })
    await expect(paying).toContainText('Der offene Betrag wird beglichen und beträgt dann 0,00')
    await expect(paying.getByRole('button', { name: 'Als bezahlt markieren' })).toBeVisible()
    await paying.getByRole('button', { name: 'Abbrechen' }).click()
    await page.getByRole('button', { name: 'Auswahl löschen' }).click()
    const deleting = page.getByRole('dialog', { name: '1 Rechnung löschen?' })
    await expect(deleting).toContainText('Diese Rechnung wird gelöscht.')
    await deleting.getByRole('button', { name: '1 Rechnung löschen' }).click()
    await expect(page.getByText('1 Rechnung gelöscht')).toBeVisible()
    await expect(newest).toHaveCount(0)

    // None of the list's English words; clients' names and emails stay as written.
    const text = await page.getByRole('main').innerText()
    for (const english of [
      /\bInvoices?\b/,
      /All statuses/,
      /\bSearch\b/,
      /Add invoice/,
      /\bClient\b/,
      /\bTotal\b/,
      /Issued date/,
      /\bBalance\b/,
      /\bActions\b/,
      /\b(Paid|Sent|Draft|Downloaded|Past Due|Partial Payment)\b/,
      /Set status/,
      /Delete selected/,
      /\bShowing\b/,
      /\bExport\b/,
    ])
      expect(text, String(english)).not.toMatch(english)
    await expect(page.getByRole('link', { name: /^Preview invoice/ })).toHaveCount(0)
    await expect(page.getByRole('img', { name: /^(Paid|Sent|Past Due)$/ })).toHaveCount(0)
  })

  test('speaks German: the payment and send drawers, their checks, and an unknown invoice', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
    await signedIn(page, 'admin')
    await page.goto('/apps/invoice/preview/5010')
    // The preview's buttons are found by their icons.
    const button = (icon: string) =>
      page
        .getByRole('main')
        .getByRole('button')
        .filter({ has: page.locator(`.tabler-icon-${icon}`) })
    await button('cash').click()
    const payment = page.getByRole('dialog', { name: 'Zahlung hinzufügen' })
    await expect(payment).toContainText('Offener Betrag: 2.472,60\u00a0$')
    await expect(payment.getByRole('combobox', { name: 'Zahlungsart' })).toHaveValue('Überweisung')
    await expect(payment.getByRole('textbox', { name: 'Interne Notiz' })).toBeVisible()
    await expect(payment.getByRole('button', { name: 'Zahlungsdatum' })).toBeVisible()
    const amount = payment.getByRole('textbox', { name: 'Betrag' })
    await amount.fill('')
    await payment.getByRole('button', { name: 'Zahlung hinzufügen' }).click()
    await expect(payment.getByText('Geben Sie einen Betrag ein')).toBeVisible()
    await amount.fill('99999')
    await payment.getByRole('button', { name: 'Zahlung hinzufügen' }).click()
    await expect(
      payment.getByText(
        'Der offene Betrag ist 2.472,60\u00a0$: Geben Sie höchstens diesen Betrag ein',
      ),
    ).toBeVisible()
    const paymentText = await payment.innerText()
    for (const english of [/Add payment/, /Balance now/, /\bAmount\b/, /Payment/, /Cancel/])
      expect(paymentText, String(english)).not.toMatch(english)
    await payment.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(payment).toBeHidden()

    await button('send').click()
    const sending = page.getByRole('dialog', { name: 'Rechnung senden' })
    await expect(sending.getByRole('textbox', { name: 'An' })).toHaveValue(/@/)
    const subject = sending.getByRole('textbox', { name: 'Betreff' })
    await expect(subject).toHaveValue('Rechnung Nr. 5010 von Tavola')
    await expect(sending.getByRole('textbox', { name: 'Nachricht' })).toHaveValue(
      /der offene Betrag beläuft sich auf 2\.472,60\u00a0\$/,
    )
    await subject.fill('')
    await sending.getByRole('button', { name: 'Senden' }).click()
    await expect(sending.getByText('Geben Sie einen Betreff ein')).toBeVisible()
    await sending.getByRole('button', { name: 'Schließen' }).click()
    await expect(sending).toBeHidden()

    await page.goto('/apps/invoice/preview/1')
    await expect(page.getByText('Rechnung Nr. 1 existiert nicht.')).toBeVisible()
    await page.getByRole('link', { name: 'Zurück zu den Rechnungen' }).click()
    await expect(page).toHaveURL('/apps/invoice/list')
  })

  test('the client account may not see invoices', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/apps/invoice/list')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})
