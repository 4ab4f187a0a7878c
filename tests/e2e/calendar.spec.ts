import type { Locator, Page } from '@playwright/test'
import { expect, LANGUAGE_KEY, signedIn, sundayOverhang, test } from './fixtures'

/** `YYYY-MM-DD` of the local day `days` from today (the sample events are placed from today). */
function dayFromToday(days: number): string {
  const now = new Date()
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const filters = (page: Page) => page.getByRole('group', { name: 'Calendars' })
const filter = (page: Page, name: string) =>
  filters(page).getByRole('checkbox', { name, exact: true })
/** The events FullCalendar draws in the grid (focusable, Enter opens them). */
const event = (page: Page, title: string) => page.locator('.fc-event').filter({ hasText: title })
const dayCell = (page: Page, date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`)

async function openCalendar(page: Page, search = '') {
  await signedIn(page, 'admin')
  await page.goto(`/apps/calendar${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  await expect(page.locator('.fc-event').first()).toBeVisible()
}

async function dragTo(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('nothing to drag, or nowhere to drop')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 3 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 })
  await page.mouse.up()
}

test.describe('Calendar', () => {
  test('adds an event in Business, which hides when Business is unticked', async ({ page }) => {
    await openCalendar(page)
    await page.getByRole('button', { name: 'Add event' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Add event' })
    await expect(drawer).toBeVisible()

    // Required fields are checked before anything is sent.
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(drawer.getByText('Enter a title')).toBeVisible()
    await expect(drawer.getByText('Choose a calendar')).toBeVisible()

    await drawer.getByRole('textbox', { name: 'Title' }).fill('Meet the new baker')
    await drawer.getByRole('combobox', { name: 'Calendar' }).click()
    await page.getByRole('option', { name: 'Business' }).click()
    await drawer.getByRole('textbox', { name: 'Location' }).fill('Back office')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByText('Event added')).toBeVisible()
    // A new event is all day, today, unless other days are chosen.
    await expect(dayCell(page, dayFromToday(0)).getByText('Meet the new baker')).toBeVisible()

    await filter(page, 'Business').click()
    await expect(filter(page, 'Business')).not.toBeChecked()
    await expect(page).toHaveURL(/calendars=/)
    await expect(event(page, 'Meet the new baker')).toHaveCount(0)
    await expect(event(page, 'Deep clean of the dining room')).toBeVisible()

    // The filter survives a reload (the address keeps it).
    await page.reload()
    await expect(event(page, 'Deep clean of the dining room')).toBeVisible()
    await expect(filter(page, 'Business')).not.toBeChecked()
    await expect(event(page, 'Meet the new baker')).toHaveCount(0)
    await filter(page, 'Business').click()
    await expect(event(page, 'Meet the new baker')).toBeVisible()
  })

  test('drags an event to another day and finds it there after a reload', async ({ page }) => {
    await openCalendar(page)
    const title = 'Deep clean of the dining room'
    const today = dayFromToday(0)
    // The next day, or the one before when today is the month's last (it may not be shown).
    const target = dayFromToday(dayFromToday(1).slice(0, 7) === today.slice(0, 7) ? 1 : -1)
    await expect(dayCell(page, today).getByText(title)).toBeVisible()

    await dragTo(page, event(page, title), dayCell(page, target))
    await expect(page.getByText('Event moved')).toBeVisible()
    await expect(dayCell(page, target).getByText(title)).toBeVisible()
    await expect(dayCell(page, today).getByText(title)).toHaveCount(0)

    await page.reload()
    await expect(page.locator('.fc-event').first()).toBeVisible()
    await expect(dayCell(page, target).getByText(title)).toBeVisible()
    await expect(dayCell(page, today).getByText(title)).toHaveCount(0)

    // Still 7 to 9 in the morning: a move keeps the time of day.
    await event(page, title).click()
    const drawer = page.getByRole('dialog', { name: 'Edit event' })
    await expect(drawer.getByRole('button', { name: 'Start' })).toContainText('07:00')
    await expect(drawer.getByRole('button', { name: 'End', exact: true })).toContainText('09:00')
  })

  test('clicking a day, or dragging over days, opens "Add event" on those days', async ({
    page,
  }) => {
    await openCalendar(page)
    const today = dayFromToday(0)
    const other = dayFromToday(dayFromToday(2).slice(0, 7) === today.slice(0, 7) ? 2 : -2)
    const [first, last] = [today, other].sort()
    // As the app writes a day (src/lib/format.ts): Nov 21, 2026.
    const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')
    const label = (day: string) => {
      const [year, month, date] = day.split('-').map(Number)
      return `${months[(month ?? 1) - 1] ?? ''} ${String(date)}, ${String(year)}`
    }
    // The empty lower part of a day's cell (its top holds the number and the events).
    const emptyPart = async (day: string) => {
      const box = await dayCell(page, day).boundingBox()
      if (!box) throw new Error(`no cell for ${day}`)
      return { x: box.x + box.width / 2, y: box.y + box.height - 6 }
    }
    const drawer = page.getByRole('dialog', { name: 'Add event' })

    const single = await emptyPart(other)
    await page.mouse.click(single.x, single.y)
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Start' })).toHaveText(label(other))
    await expect(drawer.getByRole('button', { name: 'End (last day)' })).toHaveText(label(other))
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    const from = await emptyPart(first ?? today)
    const to = await emptyPart(last ?? other)
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(to.x, to.y, { steps: 10 })
    await page.mouse.up()
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Start' })).toHaveText(label(first ?? ''))
    await expect(drawer.getByRole('button', { name: 'End (last day)' })).toHaveText(
      label(last ?? ''),
    )
    await drawer.getByRole('textbox', { name: 'Title' }).fill('Kitchen closed')
    await drawer.getByRole('combobox', { name: 'Calendar' }).click()
    await page.getByRole('option', { name: 'Holiday' }).click()
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByText('Event added')).toBeVisible()
    await expect(dayCell(page, first ?? '').getByText('Kitchen closed')).toBeVisible()
  })

  test('edits an event in the drawer, opened from the keyboard, then deletes it', async ({
    page,
  }) => {
    await openCalendar(page)
    const title = 'Deep clean of the dining room'
    await event(page, title).focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Edit event' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(title)
    await expect(drawer.getByRole('combobox', { name: 'Calendar' })).toHaveValue('ETC')

    await drawer.getByRole('textbox', { name: 'Title' }).fill('Deep clean of the terrace')
    await drawer.getByRole('combobox', { name: 'Calendar' }).click()
    await page.getByRole('option', { name: 'Holiday' }).click()
    await drawer.getByRole('textbox', { name: 'Event URL' }).fill('not a link')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(drawer.getByText('Use an address starting with http:// or https://')).toBeVisible()
    await drawer.getByRole('textbox', { name: 'Event URL' }).fill('https://example.com/clean')
    await drawer.getByLabel('Guests', { exact: true }).fill('Luca Ferrari')
    await drawer.getByLabel('Guests', { exact: true }).press('Enter')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByText('Event updated')).toBeVisible()
    await expect(event(page, 'Deep clean of the terrace')).toBeVisible()
    await expect(event(page, title)).toHaveCount(0)

    // Now under Holiday: unticking Holiday hides it.
    await filter(page, 'Holiday').click()
    await expect(event(page, 'Deep clean of the terrace')).toHaveCount(0)
    await filter(page, 'Holiday').click()

    await event(page, 'Deep clean of the terrace').click()
    await expect(drawer.getByRole('textbox', { name: 'Event URL' })).toHaveValue(
      'https://example.com/clean',
    )
    await expect(drawer.getByText('Luca Ferrari')).toBeVisible()
    // Deleting asks first; "Keep it" changes nothing.
    await drawer.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(drawer.getByText('Delete this event?')).toBeVisible()
    await drawer.getByRole('button', { name: 'Keep it' }).click()
    await expect(drawer.getByText('Delete this event?')).toBeHidden()
    await drawer.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(drawer.getByRole('button', { name: 'Delete event' })).toBeFocused()
    await drawer.getByRole('button', { name: 'Delete event' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByText('Event deleted')).toBeVisible()
    await expect(event(page, 'Deep clean of the terrace')).toHaveCount(0)
    await page.reload()
    await expect(page.locator('.fc-event').first()).toBeVisible()
    await expect(event(page, 'Deep clean of the terrace')).toHaveCount(0)
  })

  test('"View all" ticks all five calendars or none', async ({ page }) => {
    await openCalendar(page)
    const all = filter(page, 'View all')
    const names = ['Personal', 'Business', 'Family', 'Holiday', 'ETC']
    await expect(all).toBeChecked()

    await all.click()
    await expect(all).not.toBeChecked()
    for (const name of names) await expect(filter(page, name)).not.toBeChecked()
    await expect(page.locator('.fc-event')).toHaveCount(0)

    await filter(page, 'Family').click()
    await expect(all).not.toBeChecked()
    await expect(all).toHaveAttribute('data-indeterminate', 'true')
    await expect(event(page, "Nonna's birthday lunch")).toBeVisible()
    await expect(event(page, 'Deep clean of the dining room')).toHaveCount(0)

    // From some ticked, "View all" ticks every one.
    await all.click()
    for (const name of names) await expect(filter(page, name)).toBeChecked()
    await expect(event(page, 'Deep clean of the dining room')).toBeVisible()
    await expect(page).not.toHaveURL(/calendars=/)

    // Unticking each one by one ends with none.
    for (const name of names) await filter(page, name).click()
    await expect(all).not.toBeChecked()
    await expect(page.locator('.fc-event')).toHaveCount(0)
  })

  test('the month grid keeps its seven columns whole when the side menu folds and unfolds', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openCalendar(page, '?view=month')
    const whole = () => sundayOverhang(page)
    // The last column ends at the grid's edge (its border inside), not past it.
    await expect.poll(whole).toBeLessThanOrEqual(0)
    for (const toggle of ['Expand menu', 'Collapse menu']) {
      await page.getByRole('button', { name: toggle }).click()
      await expect.poll(whole).toBeLessThanOrEqual(0)
      await expect.poll(whole).toBeGreaterThanOrEqual(-2)
    }
  })

  test('switches views; the view and the visible range survive a reload', async ({ page }) => {
    await openCalendar(page)
    const heading = page.getByRole('heading', { level: 2 })
    const thisMonth = await heading.textContent()
    await page.getByRole('button', { name: 'Next month' }).click()
    await expect(heading).not.toHaveText(thisMonth ?? '')
    const nextMonth = await heading.textContent()
    await page.getByText('Week', { exact: true }).click()
    await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible()
    await expect(page).toHaveURL(/view=week/)
    await page.getByText('List', { exact: true }).click()
    await expect(page.locator('.fc-listMonth-view')).toBeVisible()
    await expect(heading).toHaveText(nextMonth ?? '')

    await page.reload()
    await expect(page.locator('.fc-listMonth-view')).toBeVisible()
    await expect(heading).toHaveText(nextMonth ?? '')

    await page.getByText('Day', { exact: true }).click()
    await expect(page.locator('.fc-timeGridDay-view')).toBeVisible()
    await page.getByRole('button', { name: 'Today' }).click()
    await page.getByText('Month', { exact: true }).click()
    await expect(heading).toHaveText(thisMonth ?? '')
  })

  test('speaks German: sidebar, toolbar, FullCalendar and the drawer', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
    await signedIn(page, 'admin')
    await page.goto('/apps/calendar')
    await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible()
    await expect(page.locator('.fc-event').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const main = page.getByRole('main')
    const month = new Intl.DateTimeFormat('de', { month: 'long' }).format(new Date())
    await expect(main.getByRole('heading', { level: 2 })).toContainText(month)
    for (const [role, name] of [
      ['button', 'Termin hinzufügen'],
      ['button', 'Vorheriger Monat'],
      ['button', 'Nächster Monat'],
      ['button', 'Heute'],
      ['group', 'Kalender'],
      ['checkbox', 'Alle anzeigen'],
      ['checkbox', 'Geschäftlich'],
      ['checkbox', 'Sonstiges'],
    ] as const)
      await expect(main.getByRole(role, { name, exact: true }).first()).toBeVisible()
    // The week starts on Monday whatever the locale says.
    await expect(main.locator('.fc-col-header-cell').first()).toHaveText(/^Mo/)

    // FullCalendar's own words come from its German locale; the clock stays 24-hour.
    await main.getByText('Woche', { exact: true }).click()
    await expect(main.locator('.fc-timeGridWeek-view')).toBeVisible()
    await expect(main.getByText('Ganztägig', { exact: true })).toBeVisible()
    await expect(main.locator('.fc-timegrid-slot-label').getByText('13:00')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Nächste Woche' })).toBeVisible()
    await main.getByText('Terminübersicht', { exact: true }).click()
    await expect(main.locator('.fc-listMonth-view')).toBeVisible()
    await main.getByText('Monat', { exact: true }).click()
    await expect(main.locator('.fc-dayGridMonth-view')).toBeVisible()

    // None of the calendar's English words; event titles are sample data and stay as written.
    const text = await main.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement
      for (const event of copy.querySelectorAll('.fc-event, .fc-list-event')) event.remove()
      return copy.textContent
    })
    for (const english of [
      /Calendar/,
      /Add event/,
      /View all/,
      /Personal|Business|Family|Holiday|ETC/,
      /Today|Month|Week|List/,
      /all-day/,
      /\bmore\b/,
    ])
      expect(text, String(english)).not.toMatch(english)

    await main.getByRole('button', { name: 'Termin hinzufügen' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Termin hinzufügen' })
    await drawer.getByRole('button', { name: 'Hinzufügen', exact: true }).click()
    await expect(drawer.getByText('Geben Sie einen Titel ein')).toBeVisible()
    await expect(drawer.getByText('Wählen Sie einen Kalender')).toBeVisible()
    for (const [role, name] of [
      ['textbox', 'Titel'],
      ['combobox', 'Kalender'],
      ['switch', 'Ganztägig'],
      ['button', 'Beginn'],
      ['button', 'Ende (letzter Tag)'],
      ['textbox', 'Termin-URL'],
      ['textbox', 'Ort'],
      ['textbox', 'Beschreibung'],
      ['button', 'Abbrechen'],
    ] as const)
      await expect(drawer.getByRole(role, { name, exact: true })).toBeVisible()
    await drawer.getByRole('combobox', { name: 'Kalender' }).click()
    await page.getByRole('option', { name: 'Freie Tage' }).click()
    await expect(drawer.getByRole('combobox', { name: 'Kalender' })).toHaveValue('Freie Tage')
    const drawerText = await drawer.innerText()
    for (const english of [
      /\b(Title|Calendar|All day|Start|End|Event URL|Guests|Location|Description|Cancel|Add)\b/,
      /Enter a title|Choose a calendar/,
    ])
      expect(drawerText, String(english)).not.toMatch(english)
  })

  test('a phone opens on the list, whose titles are whole; the month is a choice away', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await openCalendar(page)
    await expect(page.locator('.fc-listMonth-view')).toBeVisible()
    await expect(page.locator('.fc-dayGridMonth-view')).toHaveCount(0)
    // The default stays out of the address.
    await expect(page).toHaveURL('/apps/calendar')
    const title = page.locator('.fc-list-event-title').first()
    const text = (await title.textContent()) ?? ''
    expect(text.length).toBeGreaterThan(4)
    await expect(title).toBeInViewport()
    expect(await title.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true)

    await page.getByText('Month', { exact: true }).click()
    await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible()
    await expect(page).toHaveURL(/view=month/)
    await page.reload()
    await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible()
  })
})
