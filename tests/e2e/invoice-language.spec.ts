import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, LANGUAGE_KEY, signedIn, test } from './fixtures'

// The sample invoices are #4960 to #5015 (src/mock/fixtures/invoices.ts); #5015 is the newest.
const NEWEST = 5015

/** Signs in with German chosen before, as the navbar's language menu stores it. */
async function inGerman(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
  await signedIn(page, 'admin')
}

/** The English words of the invoice pages, none of which may remain in German. */
const englishWords = [
  /Date issued/,
  /Due date/,
  /Invoice to/,
  /Payment details/,
  /Total due/,
  /Bank name/,
  /SWIFT code/,
  /\bSubtotal\b/,
  /\bDiscount\b/,
  /\bTax\b/,
  /\bTotal:/,
  /\bBalance\b/,
  /\bNote:/,
  /\bInvoice #/,
  /\bItems?\b/,
  /\bQty\b/,
  /\bPrice\b/,
  /\bAmount\b/,
]

async function expectNoEnglish(page: Page, words: readonly RegExp[]) {
  const text = await page.getByRole('main').innerText()
  for (const english of words) expect(text, String(english)).not.toMatch(english)
}

test.describe('Invoices in German', () => {
  test('the preview speaks German, and so does the PDF it downloads', async ({ page }) => {
    await inGerman(page)
    await page.goto('/apps/invoice/preview/5010')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1, name: 'Rechnung Nr. 5010' })).toBeVisible()
    const items = page.getByRole('table', { name: 'Positionen der Rechnung Nr. 5010' })
    for (const name of ['Position', 'Menge', 'Preis', 'Betrag'])
      await expect(items.getByRole('columnheader', { name, exact: true })).toBeVisible()
    // Amounts as German writes them: the dollar after, a no-break space between.
    await expect(items).toContainText('1.920,00\u00a0$')
    for (const [role, name] of [
      ['link', 'Rechnungen'],
      ['button', 'Rechnung senden'],
      ['button', 'Herunterladen'],
      ['link', 'Drucken'],
      ['link', 'Bearbeiten'],
      ['button', 'Zahlung hinzufügen'],
      ['region', 'Rechnung an:'],
      ['region', 'Zahlungsdetails:'],
    ] as const)
      await expect(page.getByRole(role, { name, exact: true })).toBeVisible()
    const main = page.getByRole('main')
    for (const text of [
      'Rechnungsdatum:',
      'Fälligkeitsdatum:',
      'Fälliger Betrag:',
      'Zwischensumme:',
      'Steuer (20\u00a0%):',
      'Gesamtbetrag:',
      'Offener Betrag:',
    ])
      await expect(main.getByText(text, { exact: true })).toBeVisible()
    await expect(main.getByText('Anmerkung:')).toBeVisible()
    await expectNoEnglish(page, [
      ...englishWords,
      /Send invoice/,
      /\bDownload\b/,
      /\bPrint\b/,
      /\bEdit\b/,
      /Add payment/,
      /\bInvoices\b/,
    ])

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Herunterladen' }).click()
    const download = await downloading
    // Each line of text is a string shown with Tj, its parentheses escaped, in Windows-1252,
    // whose letters ä, ö, ü and ß are Latin-1's.
    const pdf = await readFile((await download.path()) ?? '', 'latin1')
    for (const text of [
      'Rechnung Nr. 5010',
      'Rechnungsdatum:',
      'Fälligkeitsdatum:',
      'Rechnung an:',
      'POSITION',
      'Zwischensumme:',
      'Steuer (20\u00a0%):',
      'Kitchen staff training day',
    ])
      expect(pdf, text).toContain(`(${text.replace(/[()\\]/g, '\\$&')}) Tj`)
    expect(pdf).not.toMatch(/\((Invoice to|Date issued|Subtotal|ITEM)\b/)
  })

  test('the print page speaks German', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => undefined
    })
    await inGerman(page)
    await page.goto('/apps/invoice/print/5010')
    await expect(page.getByRole('link', { name: 'Zurück zur Vorschau' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Rechnung Nr. 5010' })).toBeVisible()
    await expect(page).toHaveTitle('Rechnung Nr. 5010 drucken - Tavola')
    await expectNoEnglish(page, [...englishWords, /Back to the preview/, /\bPrint\b/])
  })

  test('adds an invoice in German: labels, checks, a new client refused, amounts as typed', async ({
    page,
  }) => {
    await inGerman(page)
    await page.goto('/apps/invoice/add')
    await expect(page.getByRole('heading', { level: 1, name: 'Rechnung hinzufügen' })).toBeVisible()
    const picker = page.getByRole('combobox', { name: 'Kunde' })
    await expect(picker).toHaveAttribute('placeholder', 'Kunden auswählen')

    await page.getByRole('button', { name: 'Rechnung speichern' }).click()
    await expect(page.getByText('Wählen Sie einen Kunden')).toBeVisible()
    await expect(page.getByText('Beschreiben Sie die Position')).toBeVisible()
    await expect(page.getByText('Geben Sie einen Preis ein')).toBeVisible()

    // "Neuen Kunden hinzufügen" first; a name taken is refused in German.
    await picker.click()
    const taken = (await page.getByRole('option').nth(1).textContent()) ?? ''
    await page.getByRole('option', { name: 'Neuen Kunden hinzufügen' }).click()
    const drawer = page.getByRole('dialog', { name: 'Neuer Kunde' })
    for (const [name, value] of [
      ['Name', taken],
      ['Firma', 'Copy GmbH'],
      ['E-Mail', 'copy@example.com'],
      ['Adresse', 'Kopierweg 1'],
      ['Land', 'Deutschland'],
      ['Kontakt', '+49 600000000'],
    ] as const)
      await drawer.getByRole('textbox', { name }).fill(value)
    await expect(drawer.getByText('Eine Telefonnummer')).toBeVisible()
    await drawer.getByRole('button', { name: 'Kunden hinzufügen' }).click()
    await expect(drawer.getByText('Es gibt bereits einen Kunden mit diesem Namen')).toBeVisible()
    await drawer.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(drawer).toBeHidden()

    await picker.click()
    await page.getByRole('option', { name: taken, exact: true }).click()
    await expect(page.getByRole('group', { name: 'Kundendaten' })).toBeVisible()
    const item = page.getByRole('group', { name: 'Position 1' })
    await item
      .getByRole('textbox', { name: 'Beschreibung von Position 1' })
      .fill('Degustationsmenü')
    await item.getByRole('textbox', { name: 'Menge von Position 1' }).fill('2')
    // A German price: the comma is the decimal mark.
    await item.getByRole('textbox', { name: 'Preis von Position 1' }).fill('45,50')
    await page.getByRole('textbox', { name: 'Steuer' }).fill('10')
    // (2 × 45,50 $) + 10 % Steuer.
    await expect(page.getByTestId('invoice-total')).toHaveText('100,10\u00a0$')
    await expect(page.getByRole('button', { name: 'Position 1 entfernen' })).toBeDisabled()
    await page.getByRole('button', { name: 'Position hinzufügen' }).click()
    await expect(page.getByRole('group', { name: 'Position 2' })).toBeVisible()
    await page.getByRole('button', { name: 'Position 2 entfernen' }).click()
    await expectNoEnglish(page, [
      ...englishWords,
      /\bClient\b/,
      /Add item/,
      /Save invoice/,
      /\bCancel\b/,
    ])

    await page.getByRole('button', { name: 'Rechnung speichern' }).click()
    await expect(page.getByText(`Rechnung Nr. ${String(NEWEST + 1)} hinzugefügt`)).toBeVisible()
    await page.goto(`/apps/invoice/preview/${String(NEWEST + 1)}`)
    const items = page.getByRole('table', {
      name: `Positionen der Rechnung Nr. ${String(NEWEST + 1)}`,
    })
    await expect(items).toContainText('Degustationsmenü')
    await expect(items).toContainText('45,50\u00a0$')
  })

  test('edits an invoice in German', async ({ page }) => {
    await inGerman(page)
    await page.goto('/apps/invoice/edit/5010')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rechnung Nr. 5010 bearbeiten' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /^Rechnungsdatum/ })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Fälligkeitsdatum/ })).toBeVisible()
    await page.getByRole('textbox', { name: 'Beschreibung von Position 2' }).fill('')
    await page.getByRole('button', { name: 'Änderungen speichern' }).click()
    await expect(page.getByText('Beschreiben Sie die Position')).toBeVisible()
    await page.getByRole('textbox', { name: 'Beschreibung von Position 2' }).fill('Schulung')
    await page.getByRole('button', { name: 'Änderungen speichern' }).click()
    await expect(page).toHaveURL('/apps/invoice/preview/5010')
    await expect(page.getByText('Rechnung Nr. 5010 gespeichert')).toBeVisible()
  })
})
