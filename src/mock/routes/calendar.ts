import { Hono } from 'hono/tiny'
import {
  addEventRequestSchema,
  eventsQuerySchema,
  eventTimesProblem,
  removeEventQuerySchema,
  updateEventRequestSchema,
  type CalendarEvent,
} from '@/contract/calendar'
import { requireAbility, type MockEnv } from '../auth'
import { fail, notFound, readBody, readQuery } from '../http'
import { calendarEventsTable } from '../fixtures/calendar'

/** Refuses an event whose days or times do not fit together, before anything is stored. */
function checkTimes(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>) {
  const problem = eventTimesProblem(event)
  if (problem) fail(400, { error: { [`event.${problem.field}`]: problem.message } })
}

export const calendarRoutes = new Hono<MockEnv>()
  .get('/apps/calendar/events', requireAbility('read', 'Calendar'), (c) => {
    const { calendars } = readQuery(c, eventsQuerySchema)
    const shown = new Set(calendars)
    const events = c.var.db
      .table(calendarEventsTable)
      .all()
      .filter((event) => shown.has(event.extendedProps.calendar))
    return c.json({ events })
  })
  .post('/apps/calendar/add-event', requireAbility('create', 'Calendar'), async (c) => {
    const { event } = await readBody(c, addEventRequestSchema)
    checkTimes(event)
    const created = c.var.db.table(calendarEventsTable).insert(event)
    return c.json({ event: created }, 201)
  })
  .post('/apps/calendar/update-event', requireAbility('update', 'Calendar'), async (c) => {
    const {
      event: { id, extendedProps, ...patch },
    } = await readBody(c, updateEventRequestSchema)
    const events = c.var.db.table(calendarEventsTable)
    const current = events.get(id)
    if (!current) notFound('Event')
    const next = {
      ...patch,
      extendedProps: { ...current.extendedProps, ...extendedProps },
    }
    checkTimes({ ...current, ...next })
    return c.json({ event: events.update(id, next) })
  })
  .delete('/apps/calendar/remove-event', requireAbility('delete', 'Calendar'), (c) => {
    const { id } = readQuery(c, removeEventQuerySchema)
    const events = c.var.db.table(calendarEventsTable)
    const event = events.get(id)
    if (!event || !events.remove(id)) notFound('Event')
    return c.json({ event })
  })
