import 'fake-indexeddb/auto'
import { ADMIN, CLIENT, bearer, mockClient } from '@/test/mock-client'
import { openStoredDb } from '@/test/stored-db'
import {
  calendarCategories,
  eventResponseSchema,
  eventsResponseSchema,
  type CalendarEvent,
} from '@/contract/calendar'
import { errorBodySchema } from '@/contract/errors'
import { createMockApp } from '../app'
import { createDb, type Db } from '../store/db'
import { DATA_VERSION } from '../store/table-codec'
import { calendarEventsTable, seedCalendarEvents } from '../fixtures/calendar'

let db: Db
let app: ReturnType<typeof createMockApp>
const { post, tokenOf } = mockClient(() => app)
let admin: string

beforeEach(async () => {
  db = createDb()
  app = createMockApp(db)
  admin = await tokenOf(ADMIN)
})

function remove(id: string | number, token?: string) {
  return app.request(`/apps/calendar/remove-event?id=${String(id)}`, {
    method: 'DELETE',
    headers: bearer(token),
  })
}

async function list(query = '', token = admin): Promise<CalendarEvent[]> {
  const response = await app.request(`/apps/calendar/events${query}`, { headers: bearer(token) })
  expect(response.status).toBe(200)
  return eventsResponseSchema.parse(await response.json()).events
}

const allCalendars = `?${calendarCategories.map((c) => `calendars=${c}`).join('&')}`
const table = () => db.table(calendarEventsTable)
const snapshot = () => structuredClone(table().all())

async function fieldErrorsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400)
  const { error } = errorBodySchema.parse(await response.json())
  expect(typeof error).toBe('object')
  return error as Record<string, string>
}

const newEvent = {
  title: 'Menu photo shoot',
  start: '2030-05-01T10:00:00+02:00',
  end: '2030-05-01T12:00:00+02:00',
  url: 'https://example.com/shoot',
  extendedProps: {
    calendar: 'Business',
    guests: ['Marco Rossi'],
    location: 'Terrace',
    description: 'Bring the new plates.',
  },
}

describe('the sample events', () => {
  it('has 10+ events in all five calendars, around this month', () => {
    const events = table().all()
    expect(events.length).toBeGreaterThanOrEqual(10)
    for (const calendar of calendarCategories)
      expect(events.some((event) => event.extendedProps.calendar === calendar)).toBe(true)
    expect(events.some((event) => event.allDay)).toBe(true)
    expect(events.some((event) => !event.allDay)).toBe(true)
    const month = 31 * 24 * 3600 * 1000
    for (const event of events)
      expect(Math.abs(Date.parse(event.start) - Date.now())).toBeLessThan(month)
  })

  it('is the same on every load and counted from the given day', () => {
    expect(createDb().table(calendarEventsTable).all()).toEqual(table().all())
    const events = seedCalendarEvents(new Date(2030, 0, 15))
    expect(events.find((e) => e.title === 'Bank holiday: closed')?.start).toBe('2030-01-08')
  })
})

describe('GET /apps/calendar/events', () => {
  it('answers every event when all five calendars are asked for', async () => {
    const events = await list(allCalendars)
    expect(events).toEqual(table().all())
  })

  it('answers no event when no calendar is asked for (nothing selected)', async () => {
    expect(await list()).toEqual([])
  })

  it.each(calendarCategories)('calendars=%s answers only that calendar', async (calendar) => {
    const events = await list(`?calendars=${calendar}`)
    expect(events.length).toBeGreaterThan(0)
    expect(events.every((event) => event.extendedProps.calendar === calendar)).toBe(true)
    expect(events.length).toBe(
      table()
        .all()
        .filter((event) => event.extendedProps.calendar === calendar).length,
    )
  })

  it('takes several calendars as repeated keys, or as calendars[]', async () => {
    const expected = table()
      .all()
      .filter((event) => ['Family', 'Holiday'].includes(event.extendedProps.calendar))
    expect(await list('?calendars=Family&calendars=Holiday')).toEqual(expected)
    expect(await list('?calendars[]=Family&calendars[]=Holiday')).toEqual(expected)
  })

  it('refuses an unknown calendar with 400', async () => {
    const response = await app.request('/apps/calendar/events?calendars=Work', {
      headers: bearer(admin),
    })
    expect(Object.keys(await fieldErrorsOf(response))).toEqual(['calendars'])
  })
})

describe('POST /apps/calendar/add-event', () => {
  it('answers 201 {event} with a fresh id and stores it', async () => {
    const before = table().all().length
    const response = await post('/apps/calendar/add-event', { event: newEvent }, admin)
    expect(response.status).toBe(201)
    const { event } = eventResponseSchema.parse(await response.json())
    expect(event).toEqual({ ...newEvent, id: event.id, allDay: false })
    expect(Math.max(...seedCalendarEvents().map((e) => e.id))).toBeLessThan(event.id)
    expect(table().all()).toHaveLength(before + 1)
    expect(table().get(event.id)).toEqual(event)
    expect((await list('?calendars=Business')).map((e) => e.id)).toContain(event.id)
  })

  it('fills in the optional fields and takes all-day events as days', async () => {
    const response = await post(
      '/apps/calendar/add-event',
      {
        event: {
          title: '  Closed for inventory  ',
          start: '2030-05-01',
          end: '2030-05-02',
          allDay: true,
          extendedProps: { calendar: 'ETC' },
        },
      },
      admin,
    )
    expect(response.status).toBe(201)
    const { event } = eventResponseSchema.parse(await response.json())
    expect(event).toMatchObject({
      title: 'Closed for inventory',
      url: '',
      allDay: true,
      extendedProps: { calendar: 'ETC', guests: [], location: '', description: '' },
    })
  })

  it('never reuses an id, even after a remove', async () => {
    const first = eventResponseSchema.parse(
      await (await post('/apps/calendar/add-event', { event: newEvent }, admin)).json(),
    ).event
    expect((await remove(first.id, admin)).status).toBe(200)
    const second = eventResponseSchema.parse(
      await (await post('/apps/calendar/add-event', { event: newEvent }, admin)).json(),
    ).event
    expect(second.id).toBeGreaterThan(first.id)
  })

  it.each([
    ['no title', { ...newEvent, title: '   ' }, 'event.title'],
    [
      'an unknown calendar',
      { ...newEvent, extendedProps: { calendar: 'Work' } },
      'event.extendedProps.calendar',
    ],
    ['no calendar', { ...newEvent, extendedProps: {} }, 'event.extendedProps.calendar'],
    ['a start that is no date', { ...newEvent, start: 'tomorrow' }, 'event.start'],
    ['a date-time without offset', { ...newEvent, start: '2030-05-01T10:00:00' }, 'event.start'],
    ['an end before the start', { ...newEvent, end: '2030-05-01T09:59:00+02:00' }, 'event.end'],
    [
      'an all-day end before the start',
      { ...newEvent, allDay: true, start: '2030-05-02', end: '2030-05-01' },
      'event.end',
    ],
    ['an all-day event given times', { ...newEvent, allDay: true }, 'event.start'],
    [
      'a timed event given days',
      { ...newEvent, start: '2030-05-01', end: '2030-05-01' },
      'event.start',
    ],
    ['a url that is not http(s)', { ...newEvent, url: 'javascript:alert(1)' }, 'event.url'],
    [
      'the same guest twice',
      { ...newEvent, extendedProps: { ...newEvent.extendedProps, guests: ['A', 'A'] } },
      'event.extendedProps.guests',
    ],
    ['an id', { ...newEvent, id: 1 }, 'event.id'],
    ['an unknown field', { ...newEvent, colour: 'red' }, 'event.colour'],
    [
      'an unknown extendedProps field',
      { ...newEvent, extendedProps: { ...newEvent.extendedProps, color: 'red' } },
      'event.extendedProps.color',
    ],
  ])('refuses %s with 400 and changes nothing', async (_name, event, field) => {
    const before = snapshot()
    const errors = await fieldErrorsOf(await post('/apps/calendar/add-event', { event }, admin))
    expect(Object.keys(errors)).toContain(field)
    expect(table().all()).toEqual(before)
  })

  it('refuses a body that is not JSON, or not wrapped in {event}', async () => {
    const before = snapshot()
    expect(
      Object.keys(await fieldErrorsOf(await post('/apps/calendar/add-event', '{', admin))),
    ).toEqual(['body'])
    expect(
      Object.keys(await fieldErrorsOf(await post('/apps/calendar/add-event', newEvent, admin))),
    ).toContain('event')
    expect(table().all()).toEqual(before)
  })
})

describe('POST /apps/calendar/update-event', () => {
  it('changes only the fields given, extendedProps field by field', async () => {
    const before = snapshot()
    const original = table().get(1)
    if (!original) throw new Error('no event 1')
    const response = await post(
      '/apps/calendar/update-event',
      { event: { id: 1, title: 'Renamed', extendedProps: { location: 'Cellar' } } },
      admin,
    )
    expect(response.status).toBe(200)
    const { event } = eventResponseSchema.parse(await response.json())
    expect(event).toEqual({
      ...original,
      title: 'Renamed',
      extendedProps: { ...original.extendedProps, location: 'Cellar' },
    })
    expect(table().get(1)).toEqual(event)
    // No other event changed.
    expect(
      table()
        .all()
        .filter((e) => e.id !== 1),
    ).toEqual(before.filter((e) => e.id !== 1))
  })

  it('moves an event (start, end, allDay) as a drag does', async () => {
    const moved = { id: 2, start: '2030-06-03', end: '2030-06-04', allDay: true }
    const response = await post('/apps/calendar/update-event', { event: moved }, admin)
    expect(response.status).toBe(200)
    expect(table().get(2)).toMatchObject(moved)
  })

  it('checks the times of the event as changed: an end before its start is refused', async () => {
    const before = snapshot()
    const event = table().get(1)
    if (!event) throw new Error('no event 1')
    const end = new Date(Date.parse(event.start) - 60_000).toISOString()
    const errors = await fieldErrorsOf(
      await post('/apps/calendar/update-event', { event: { id: 1, end } }, admin),
    )
    expect(errors).toEqual({ 'event.end': 'The end must not be before the start' })
    expect(table().all()).toEqual(before)
  })

  it.each([
    ['no id', { title: 'x' }, 'event.id'],
    ['an empty title', { id: 1, title: '' }, 'event.title'],
    [
      'an unknown calendar',
      { id: 1, extendedProps: { calendar: 'Work' } },
      'event.extendedProps.calendar',
    ],
    ['an unknown field', { id: 1, color: 'red' }, 'event.color'],
    ['allDay without days', { id: 1, allDay: true }, 'event.start'],
  ])('refuses %s with 400 and changes nothing', async (_name, event, field) => {
    const before = snapshot()
    const errors = await fieldErrorsOf(await post('/apps/calendar/update-event', { event }, admin))
    expect(Object.keys(errors)).toContain(field)
    expect(table().all()).toEqual(before)
  })

  it('answers 404 for an unknown id and changes nothing', async () => {
    const before = snapshot()
    const response = await post(
      '/apps/calendar/update-event',
      { event: { id: 999, title: 'x' } },
      admin,
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Event not found' })
    expect(table().all()).toEqual(before)
  })
})

describe('DELETE /apps/calendar/remove-event', () => {
  it('removes that event only and answers it', async () => {
    const before = snapshot()
    const response = await remove(3, admin)
    expect(response.status).toBe(200)
    const { event } = eventResponseSchema.parse(await response.json())
    expect(event).toEqual(before.find((e) => e.id === 3))
    expect(table().all()).toEqual(before.filter((e) => e.id !== 3))
    expect((await list(allCalendars)).map((e) => e.id)).not.toContain(3)
  })

  it('answers 404 for an unknown id and removes no other event', async () => {
    const before = snapshot()
    const response = await remove(999, admin)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Event not found' })
    expect(table().all()).toEqual(before)
    // Removing twice: the second is a 404, and nothing else goes.
    expect((await remove(3, admin)).status).toBe(200)
    const after = snapshot()
    expect((await remove(3, admin)).status).toBe(404)
    expect(table().all()).toEqual(after)
  })

  it.each(['', 'abc', '0', '-1', '1.5'])('refuses id=%j with 400', async (id) => {
    const before = snapshot()
    expect(Object.keys(await fieldErrorsOf(await remove(id, admin)))).toEqual(['id'])
    expect(table().all()).toEqual(before)
  })
})

describe('auth', () => {
  const calls: [string, (token?: string) => Response | Promise<Response>][] = [
    [
      'GET events',
      (token) => app.request(`/apps/calendar/events${allCalendars}`, { headers: bearer(token) }),
    ],
    ['POST add-event', (token) => post('/apps/calendar/add-event', { event: newEvent }, token)],
    [
      'POST update-event',
      (token) => post('/apps/calendar/update-event', { event: { id: 1, title: 'x' } }, token),
    ],
    ['DELETE remove-event', (token) => remove(1, token)],
  ]

  it.each(calls)('%s answers 401 without a token and changes nothing', async (_name, call) => {
    const before = snapshot()
    const response = await call()
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ reason: 'missing' })
    expect(table().all()).toEqual(before)
  })

  it.each(calls)(
    '%s answers 403 for the client account and changes nothing',
    async (_name, call) => {
      const client = await tokenOf(CLIENT)
      const before = snapshot()
      const response = await call(client)
      expect(response.status).toBe(403)
      expect(table().all()).toEqual(before)
    },
  )
})

describe('persistence across reloads', () => {
  const name = () => `calendar-${crypto.randomUUID()}`

  it('keeps the changes, and ids, in IndexedDB for the next load', async () => {
    const where = name()
    const first = await openStoredDb(where)
    app = createMockApp(first.db)
    const token = await tokenOf(ADMIN)
    await post(
      '/apps/calendar/update-event',
      { event: { id: 2, start: '2030-06-03', end: '2030-06-03', allDay: true } },
      token,
    )
    const added = eventResponseSchema.parse(
      await (await post('/apps/calendar/add-event', { event: newEvent }, token)).json(),
    ).event
    await remove(added.id, token)
    await first.persistence.flush()

    const reloaded = (await openStoredDb(where)).db
    expect(reloaded.table(calendarEventsTable).get(2)).toMatchObject({ start: '2030-06-03' })
    expect(reloaded.table(calendarEventsTable).get(added.id)).toBeUndefined()
    // The removed event's id is not handed out again after the reload.
    expect(reloaded.table(calendarEventsTable).insert({ ...added }).id).toBeGreaterThan(added.id)
  })

  it('discards stored rows that do not pass the table check, and says so', async () => {
    const where = name()
    const { store } = await openStoredDb(where)
    const seed = createDb().table(calendarEventsTable).all()
    const stored = { dataVersion: DATA_VERSION, tableVersion: 1, nextId: 50 }
    await store.write(
      new Map([
        ['calendarEvents', JSON.stringify({ ...stored, rows: [{ id: 1, title: 'half' }] })],
      ]),
    )
    const onDiscard = vi.fn()
    const reloaded = (await openStoredDb(where, { onDiscard })).db.table(calendarEventsTable)
    expect(reloaded.all()).toEqual(seed)
    expect(onDiscard).toHaveBeenCalledWith('calendarEvents')
    expect(reloaded.insert({ ...newEvent, allDay: false } as Omit<CalendarEvent, 'id'>).id).toBe(50)
  })

  it('a reset restores the seed for the next load, and still never reuses an id', async () => {
    const where = name()
    const first = await openStoredDb(where)
    const added = first.db
      .table(calendarEventsTable)
      .insert({ ...newEvent, allDay: false } as Omit<CalendarEvent, 'id'>)
    first.db.table(calendarEventsTable).remove(1)
    first.db.reset()
    await first.persistence.flush()
    const reloaded = (await openStoredDb(where)).db.table(calendarEventsTable)
    expect(reloaded.all()).toEqual(createDb().table(calendarEventsTable).all())
    expect(reloaded.insert({ ...added }).id).toBeGreaterThan(added.id)
  })

  it('without a storage, nothing is kept (tests, Node)', () => {
    createDb().table(calendarEventsTable).remove(1)
    expect(createDb().table(calendarEventsTable).get(1)).toBeDefined()
  })
})
