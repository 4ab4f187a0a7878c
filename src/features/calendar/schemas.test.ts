import { eventFormSchema } from './schemas'
import { calendarSearchSchema, selectedCalendars } from './search'
import { timesOf } from './components/calendar-view'

describe('calendarSearchSchema', () => {
  it('keeps a valid view, day and calendars', () => {
    expect(
      calendarSearchSchema.parse({ view: 'week', date: '2030-05-01', calendars: ['ETC'] }),
    ).toEqual({ view: 'week', date: '2030-05-01', calendars: ['ETC'] })
  })

  it('drops what does not parse, one value at a time', () => {
    expect(
      calendarSearchSchema.parse({ view: 'year', date: '2030-13-45', calendars: ['ETC'] }),
    ).toEqual({ calendars: ['ETC'] })
    expect(calendarSearchSchema.parse({ calendars: ['Work'] })).toEqual({})
    expect(calendarSearchSchema.parse({ calendars: ['ETC', 'ETC'] })).toEqual({})
  })

  it('reads no calendars as all five, and [] as none', () => {
    expect(selectedCalendars({})).toEqual(['Personal', 'Business', 'Family', 'Holiday', 'ETC'])
    expect(selectedCalendars({ calendars: [] })).toEqual([])
    expect(selectedCalendars({ calendars: ['ETC', 'Family'] })).toEqual(['Family', 'ETC'])
  })
})

describe('eventFormSchema', () => {
  const values = {
    title: 'Tasting',
    calendar: 'Business',
    start: '2030-05-01 10:00:00',
    end: '2030-05-01 11:00:00',
    allDay: false,
    url: '',
    guests: [],
    location: '',
    description: '',
  }

  it('accepts an event whose end is not before its start', () => {
    expect(eventFormSchema.safeParse(values).success).toBe(true)
    expect(eventFormSchema.safeParse({ ...values, end: values.start }).success).toBe(true)
  })

  it('refuses an end before the start, on the end field', () => {
    const result = eventFormSchema.safeParse({ ...values, end: '2030-05-01 09:00:00' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['end'])
  })

  it('compares whole days for an all-day event', () => {
    const allDay = { ...values, allDay: true, start: '2030-05-02', end: '2030-05-02' }
    expect(eventFormSchema.safeParse(allDay).success).toBe(true)
    expect(eventFormSchema.safeParse({ ...allDay, end: '2030-05-01' }).success).toBe(false)
  })

  it('refuses an address that is not http(s)', () => {
    expect(eventFormSchema.safeParse({ ...values, url: 'ftp://x' }).success).toBe(false)
    expect(eventFormSchema.safeParse({ ...values, url: 'https://x.example' }).success).toBe(true)
  })
})

describe('timesOf (FullCalendar to the contract)', () => {
  it("turns FullCalendar's exclusive all-day end into the last day", () => {
    expect(
      timesOf({ start: new Date(2030, 4, 1), end: new Date(2030, 4, 4), allDay: true }),
    ).toEqual({ start: '2030-05-01', end: '2030-05-03', allDay: true })
    expect(timesOf({ start: new Date(2030, 4, 1), end: null, allDay: true })).toEqual({
      start: '2030-05-01',
      end: '2030-05-01',
      allDay: true,
    })
  })

  it('keeps timed moments with their offset, an hour long when no end is given', () => {
    const times = timesOf({ start: new Date(2030, 4, 1, 9), end: null, allDay: false })
    expect(times?.allDay).toBe(false)
    expect(times?.start).toMatch(/^2030-05-01T09:00:00[+-]\d{2}:\d{2}$/)
    expect(times?.end).toMatch(/^2030-05-01T10:00:00[+-]\d{2}:\d{2}$/)
  })

  it('answers nothing for an event without a start', () => {
    expect(timesOf({ start: null, end: null, allDay: true })).toBeUndefined()
  })
})
