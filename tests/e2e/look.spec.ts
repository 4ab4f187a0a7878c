import type { Locator } from '@playwright/test'
import { channels, contrastRatio, hueDistance } from '../../src/lib/colour'
import {
  expect,
  LANGUAGE_KEY,
  loginForm,
  navigateInApp,
  signedIn,
  test,
  withLayout,
} from './fixtures'

/**
 * The element's computed value once its running transitions have ended: a field's border eases
 * from the error colour to the focus colour over 100 ms, and a read in between sees neither.
 */
const css = (locator: Locator, property: string) =>
  locator.evaluate(async (element, name) => {
    // Asking for the animations brings the style up to date, so a transition just caused is listed.
    for (let running = element.getAnimations(); running.length > 0;) {
      await Promise.allSettled(running.map((animation) => animation.finished))
      running = element.getAnimations()
    }
    return getComputedStyle(element).getPropertyValue(name)
  }, property)

test.describe('colours', () => {
  for (const skin of ['light', 'dark'] as const) {
    test(`a focused field and a focus ring are told apart from an error (${skin})`, async ({
      page,
    }) => {
      await withLayout(page, { skin })
      await page.goto('/login')
      const { email, password, submit } = loginForm(page)
      await email.fill('')
      await password.fill('')
      await submit.click()
      // Both fields are now invalid; the password field, not focused, shows the error border.
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await email.fill('someone@tavola.test')
      await email.focus()
      await expect(email).not.toHaveAttribute('aria-invalid', 'true')

      const error = await css(page.locator('html'), '--mantine-color-error')
      const invalidBorder = await css(password, 'border-top-color')
      const focusedBorder = await css(email, 'border-top-color')
      const background = await css(page.locator('body'), 'background-color')
      expect(channels(invalidBorder)).toEqual(channels(error))
      expect(hueDistance(focusedBorder, error)).toBeGreaterThanOrEqual(30)
      expect(contrastRatio(focusedBorder, background)).toBeGreaterThanOrEqual(3)

      // A button reached with the keyboard: its ring is the focus colour, not the primary's.
      await submit.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(submit).toBeFocused()
      const ring = await css(submit, 'outline-color')
      const primary = await css(submit, 'background-color')
      expect(hueDistance(ring, error)).toBeGreaterThanOrEqual(30)
      expect(hueDistance(ring, primary)).toBeGreaterThanOrEqual(30)
      expect(contrastRatio(ring, background)).toBeGreaterThanOrEqual(3)
    })
  }
})

/** The element runs in its own direction: `dir="auto"`, left to right for English text. */
async function expectOwnDirection(element: Locator) {
  await expect(element).toHaveAttribute('dir', 'auto')
  expect(await css(element, 'direction')).toBe('ltr')
}

/**
 * The mailbox's times are fixed (src/mock/fixtures/emails.ts, the newest at 2026-11-20 18:30 UTC),
 * and a time a week old or more reads as a day. The page's clock stands two days after the newest
 * mail, so that the list shows relative times whatever the date of the run.
 */
const MAILBOX_NOW = new Date('2026-11-22T18:30:00Z')

test('text from data keeps its own direction on a right-to-left page', async ({ page }) => {
  await page.clock.setFixedTime(MAILBOX_NOW)
  await signedIn(page, 'admin')
  await withLayout(page, { direction: 'rtl' })
  await page.goto('/apps/email')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  // The footer's sentence keeps its full stops at its end.
  await expectOwnDirection(page.locator('footer').getByText(/Staff dashboard\./))

  // A mail's subject and snippet in the list, its subject and body when open.
  const inbox = page.getByRole('list', { name: 'Inbox' })
  const firstRow = inbox.getByRole('listitem').first()
  const select = await firstRow.getByRole('checkbox').getAttribute('aria-label')
  const subject = /^Select “(.*)”$/.exec(select ?? '')?.[1] ?? ''
  expect(subject).not.toBe('')
  await expectOwnDirection(firstRow.locator('p', { hasText: subject }))
  // "2 days ago" keeps its number in front: every relative time runs in its own direction.
  await expectOwnDirection(inbox.locator('time', { hasText: / ago$/ }).first())
  await firstRow.getByRole('button').filter({ hasText: subject }).click()
  await expectOwnDirection(page.getByRole('heading', { level: 2, name: subject }))
  await expectOwnDirection(page.getByRole('article').first().locator('[dir]').last())

  // A task's title.
  await navigateInApp(page, '/apps/todo')
  const task = page.getByRole('list', { name: 'Tasks' }).getByRole('button', { name: /^Edit / })
  await expectOwnDirection(task.first())

  // A user's name and username in the list.
  await navigateInApp(page, '/apps/user/list')
  const user = page.getByRole('table').getByRole('row').nth(1)
  await expectOwnDirection(user.getByRole('link').first())
  await expectOwnDirection(user.getByText(/^@/))
  // A count before its words keeps its place: "0 rows selected".
  await expectOwnDirection(page.getByText(/^\d+ rows? selected$/))

  // A post's title and content.
  await navigateInApp(page, '/pages/blog/list')
  const card = page.getByRole('article').first()
  await expectOwnDirection(card.getByRole('heading', { level: 2 }))
  await card.getByRole('heading', { level: 2 }).getByRole('link').click()
  await expectOwnDirection(page.getByRole('heading', { level: 1 }))
  await expectOwnDirection(page.getByRole('article').locator('div[dir]').last())

  // A chat message and a contact's name.
  await navigateInApp(page, '/apps/chat')
  await page.getByRole('region', { name: 'Chats' }).getByRole('link').first().click()
  await expectOwnDirection(page.getByRole('log').getByTestId('chat-message').first())
  await expectOwnDirection(
    page
      .getByRole('button', { name: /show contact details/ })
      .locator('[dir]')
      .first(),
  )
})

test("an invoice's client lines end at one edge on a right-to-left page", async ({ page }) => {
  await signedIn(page, 'admin')
  await withLayout(page, { direction: 'rtl' })
  await page.goto('/apps/invoice/preview/5015')
  const client = page.getByRole('region', { name: 'Invoice to:' })
  await expect(client.getByText('Diego Ruiz')).toBeVisible()
  // Each line isolates its words (their full stops stay in place) and ends where the others do.
  const ends = await client
    .locator('p')
    .evaluateAll((lines) =>
      lines.map((line) => line.querySelector(':scope > bdi')?.getBoundingClientRect().right),
    )
  expect(ends.length).toBeGreaterThanOrEqual(5)
  for (const end of ends) expect(end).toBeCloseTo(ends[0] ?? Number.NaN, 0)
})

test("a field's hint keeps its words in order on a right-to-left page", async ({ page }) => {
  await signedIn(page, 'admin')
  await withLayout(page, { direction: 'rtl' })
  await page.goto('/pages/account-settings')
  const hint = page.getByText('3–30 letters, digits, “.”, “_” or “-”')
  await expect(hint).toBeVisible()
  // Where each part of the sentence is drawn: in its own order, the count comes first (left of
  // "letters") and the last quoted sign last; read in the page's direction, they swapped ends.
  const [count, letters, last, end] = await hint.evaluate((element) => {
    const text = element.firstChild as Text
    const box = (part: string) => {
      const start = text.data.indexOf(part)
      const range = document.createRange()
      range.setStart(text, start)
      range.setEnd(text, start + part.length)
      return range.getBoundingClientRect()
    }
    return [box('3–30').left, box('letters').left, box('“-”').left, box(text.data).right]
  })
  expect(count).toBeLessThan(letters)
  expect(letters).toBeLessThan(last)
  // And the sentence ends where its label does, at the page's start (the right).
  const label = await page
    .locator('label')
    .filter({ hasText: /^Username/ })
    .boundingBox()
  expect(Math.abs(end - ((label?.x ?? 0) + (label?.width ?? 0)))).toBeLessThanOrEqual(2)
})

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'
/** The day kind in English: "Nov 20, 2025". */
const DAY = new RegExp(`^${MONTH} \\d{1,2}, \\d{4}$`)
/** The day with its time, on the 24-hour clock: "Nov 20, 2025, 14:05". */
const DAY_TIME = new RegExp(`^${MONTH} \\d{1,2}, \\d{4}, \\d{2}:\\d{2}$`)

async function expectEach(texts: string[], pattern: RegExp) {
  expect(texts.length).toBeGreaterThan(0)
  for (const text of texts) expect(text.trim()).toMatch(pattern)
}

test('dates are written one way, the week starts on Monday and hours use the 24-hour clock', async ({
  page,
}) => {
  await signedIn(page, 'admin')

  // The invoice list's issued dates.
  await page.goto('/apps/invoice/list')
  const table = page.getByRole('table', { name: 'Invoices' })
  // The loading rows are rows too: wait for an invoice's own link.
  await expect(table.locator('tbody tr').first().getByRole('link').first()).toBeVisible()
  const headers = await table.getByRole('columnheader').allTextContents()
  const issued = headers.findIndex((header) => header.includes('Issued date'))
  expect(issued).toBeGreaterThanOrEqual(0)
  const dates = table.locator(`tbody tr td:nth-child(${String(issued + 1)})`)
  await expectEach(await dates.allInnerTexts(), DAY)

  // The to-do list's due dates, and its date picker's week.
  await navigateInApp(page, '/apps/todo')
  const dues = page.getByRole('list', { name: 'Tasks' }).locator('time')
  await expect(dues.first()).toBeVisible()
  await expectEach(
    (await dues.allInnerTexts()).map((text) => text.replace(/^(Overdue: |Due )/, '')),
    DAY,
  )
  await page.getByRole('button', { name: 'Add task' }).first().click()
  const drawer = page.getByRole('dialog', { name: 'Add task' })
  const due = drawer.getByRole('button', { name: 'Due date' })
  await expect(due).toHaveText(DAY)
  await due.click()
  await expect(page.locator('.mantine-DatePickerInput-weekday').first()).toHaveText('Mo')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')

  // The calendar's week: its columns start on Monday, its hours on the 24-hour clock.
  await navigateInApp(page, '/apps/calendar?view=week')
  const columns = page.locator('.fc-col-header-cell-cushion')
  await expect(columns).toHaveCount(7)
  await expect(columns.first()).toHaveText(new RegExp(`^Mon, ${MONTH} \\d{1,2}$`))
  await expectEach(
    await page.locator('.fc-timegrid-slot-label-cushion').allInnerTexts(),
    /^\d{2}:\d{2}$/,
  )

  // A chat message's day and time.
  await navigateInApp(page, '/apps/chat')
  await page.getByRole('region', { name: 'Chats' }).getByRole('link').first().click()
  await expect(page.getByRole('log').locator('time').first()).toBeVisible()
  await expectEach(await page.getByRole('log').locator('time').allInnerTexts(), DAY_TIME)
})

test('the date pickers name months and days in the user’s language, and follow a switch', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
  await signedIn(page, 'admin')
  await page.goto('/apps/todo')
  await page.getByRole('button', { name: 'Aufgabe hinzufügen' }).first().click()
  const drawer = page.getByRole('dialog', { name: 'Aufgabe hinzufügen' })
  await drawer.getByRole('button', { name: 'Fälligkeitsdatum' }).click()
  const weekdays = page.locator('.mantine-DatePickerInput-weekday')
  await expect(weekdays).toHaveText(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
  // The month's heading is German too ("Dezember 2026").
  const heading = page.locator('.mantine-DatePickerInput-calendarHeaderLevel')
  await expect(heading).toHaveText(
    /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
  )

  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)

  // Switched to French in the navbar, the next picker speaks French.
  await page.getByRole('button', { name: /: Deutsch$/ }).click()
  await page.getByRole('menuitem', { name: 'Français' }).click()
  await page.getByRole('button', { name: 'Ajouter une tâche' }).first().click()
  await page
    .getByRole('dialog', { name: 'Ajouter une tâche' })
    .getByRole('button', { name: 'Échéance' })
    .click()
  await expect(weekdays.first()).toHaveText(/^lu\.?$/i)
  await expect(heading).toHaveText(
    /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/i,
  )
})
