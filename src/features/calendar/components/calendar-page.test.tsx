import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { renderPage, type RenderPageOptions } from '@/test/render-page'
import type { CalendarSearch } from '../search'
import { CalendarPage } from './calendar-page'

async function renderCalendar(
  search: CalendarSearch = {},
  options: Omit<RenderPageOptions, 'url'> = {},
) {
  const onSearchChange = vi.fn()
  const page = await renderPage(<CalendarPage search={search} onSearchChange={onSearchChange} />, {
    ...options,
    url: '/apps/calendar',
  })
  return { ...page, onSearchChange }
}

const filters = () => screen.getAllByRole('group', { name: 'Calendars' })[0] as HTMLElement

describe('CalendarPage', () => {
  it("shows a skeleton, then this month's events of the ticked calendars", async () => {
    const { backend } = await renderCalendar({ calendars: ['ETC'] }, { settle: false })
    expect(screen.getByRole('status', { name: 'Loading events' })).toBeInTheDocument()
    expect(await screen.findByText('Deep clean of the dining room')).toBeInTheDocument()
    expect(screen.queryByText('Dentist')).not.toBeInTheDocument()
    expect(backend.calls.filter((c) => c.path === '/apps/calendar/events')).toHaveLength(1)
  })

  it('ticks and unticks calendars into the address; "View all" is all five or none', async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderCalendar({ calendars: ['Family', 'ETC'] })
    await screen.findByText('Deep clean of the dining room')
    const box = (name: string) => within(filters()).getByRole('checkbox', { name })
    expect(box('View all')).not.toBeChecked()
    expect(box('Family')).toBeChecked()
    expect(box('Business')).not.toBeChecked()

    await user.click(box('Business'))
    expect(onSearchChange).toHaveBeenLastCalledWith({ calendars: ['Business', 'Family', 'ETC'] })
    await user.click(box('ETC'))
    expect(onSearchChange).toHaveBeenLastCalledWith({ calendars: ['Family'] })
    // From some, "View all" ticks all five (the default: nothing in the address).
    await user.click(box('View all'))
    expect(onSearchChange).toHaveBeenLastCalledWith({ calendars: undefined })
  })

  it("leaves today's month out of the address and writes another month's day", async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderCalendar()
    await screen.findByText('Deep clean of the dining room')
    expect(onSearchChange).toHaveBeenLastCalledWith(
      { view: undefined, date: undefined },
      { replace: true },
    )
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    const [patch] = onSearchChange.mock.lastCall as [CalendarSearch]
    expect(patch.view).toBeUndefined()
    expect(patch.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(patch.date?.slice(0, 7)).toBe(dayjs().add(1, 'month').format('YYYY-MM'))
  })

  it('"View all" with all five ticked unticks them all', async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderCalendar()
    await screen.findByText('Deep clean of the dining room')
    await user.click(within(filters()).getByRole('checkbox', { name: 'View all' }))
    expect(onSearchChange).toHaveBeenLastCalledWith({ calendars: [] })
  })

  it('shows no event and asks for none when no calendar is ticked', async () => {
    await renderCalendar({ calendars: [] })
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading events' })).not.toBeInTheDocument(),
    )
    expect(screen.queryByText('Deep clean of the dining room')).not.toBeInTheDocument()
  })

  it('adds an event through the drawer, checking the form first', async () => {
    const user = userEvent.setup()
    const { backend } = await renderCalendar()
    await screen.findByText('Deep clean of the dining room')
    const before = backend.tables.calendarEvents.all().length
    await user.click(screen.getAllByRole('button', { name: 'Add event' })[0] as HTMLElement)
    const drawer = await screen.findByRole('dialog', { name: 'Add event' })
    await user.click(within(drawer).getByRole('button', { name: 'Add' }))
    expect(await within(drawer).findByText('Enter a title')).toBeInTheDocument()
    expect(within(drawer).getByText('Choose a calendar')).toBeInTheDocument()
    expect(backend.count('POST', '/apps/calendar/add-event')).toBe(0)

    await user.type(within(drawer).getByRole('textbox', { name: 'Title' }), 'Order new aprons')
    await user.click(within(drawer).getByRole('combobox', { name: 'Calendar' }))
    await user.click(await screen.findByRole('option', { name: 'Business' }))
    await user.type(within(drawer).getByRole('textbox', { name: 'Location' }), 'Office')
    await user.click(within(drawer).getByRole('button', { name: 'Add' }))

    await waitFor(() => expect(backend.tables.calendarEvents.all()).toHaveLength(before + 1))
    const added = backend.tables.calendarEvents.all().at(-1)
    expect(added).toMatchObject({
      title: 'Order new aprons',
      allDay: true,
      url: '',
      extendedProps: { calendar: 'Business', location: 'Office', guests: [] },
    })
    expect(added?.start).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(await screen.findByText('Order new aprons')).toBeInTheDocument()
  })

  it('shows the error and a retry when the events cannot be loaded', async () => {
    // The client account may not read the calendar: the back end answers 403.
    await renderCalendar({}, { as: 'client' })
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
