import { calendarEndpoints, eventTimesProblem, type CalendarEvent } from '@/contract/calendar'
import { requireAbility } from '../auth'
import { fail, notFound } from '../http'
import { mockRoutes, route } from '../route'
import { calendarEventsTable } from '../fixtures/calendar'

/** Refuses an event whose days or times do not fit together, before anything is stored. */
function checkTimes(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>) {
  const problem = eventTimesProblem(event)
  if (problem) fail(400, { error: { [`event.${problem.field}`]: problem.message } })
}

const { listEvents, addEvent, updateEvent, removeEvent } = calendarEndpoints

export const calendarRoutes = mockRoutes(
  route(listEvents, requireAbility('read', 'Calendar'), (c, { query: { calendars } }) => {
    const shown = new Set(calendars)
    const events = c.var.db
      .table(calendarEventsTable)
      .all()
      .filter((event) => shown.has(event.extendedProps.calendar))
    return c.json({ events })
  }),
  route(addEvent, requireAbility('create', 'Calendar'), (c, { body: { event } }) => {
    checkTimes(event)
    const created = c.var.db.table(calendarEventsTable).insert(event)
    return c.json({ event: created }, 201)
  }),
  route(updateEvent, requireAbility('update', 'Calendar'), (c, { body }) => {
    const { id, extendedProps, ...patch } = body.event
    const events = c.var.db.table(calendarEventsTable)
    const current = events.get(id)
    if (!current) notFound('Event')
    const next = {
      ...patch,
      extendedProps: { ...current.extendedProps, ...extendedProps },
    }
    checkTimes({ ...current, ...next })
    return c.json({ event: events.update(id, next) })
  }),
  route(removeEvent, requireAbility('delete', 'Calendar'), (c, { query: { id } }) => {
    const events = c.var.db.table(calendarEventsTable)
    const event = events.get(id)
    if (!event || !events.remove(id)) notFound('Event')
    return c.json({ event })
  }),
)
