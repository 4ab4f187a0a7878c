import { z } from 'zod/mini'
import { calendarCategorySchema, type CalendarCategory } from './calendar-categories'
import { endpoints } from './endpoint'
import type { Examples } from './example'

// Kept in their own module so the calendar's URL schema stays small (route search schemas load with the app's entry).
export {
  calendarCategories,
  calendarCategorySchema,
  type CalendarCategory,
} from './calendar-categories'

export const EVENT_TITLE_MAX = 120
export const EVENT_TEXT_MAX = 2000
export const EVENT_GUESTS_MAX = 20

/**
 * People the drawer suggests as guests (no call lists people for the
 * calendar); any other name may be typed.
 */
export const calendarGuestSuggestions = [
  'Marco Rossi',
  'Giulia Bianchi',
  'Luca Ferrari',
  'Sofia Romano',
  'Elena Costa',
  'Ahmed Karim',
] as const

const id = z.number().check(z.int(), z.positive())

/** An all-day event's days are `YYYY-MM-DD`; a timed event's moments ISO date-times with offset. */
const moment = z.union(
  [z.iso.date(), z.iso.datetime({ offset: true })],
  'Use a day (YYYY-MM-DD) or a date-time with offset',
)

const isHttpAddress = (value: string) => {
  if (value === '') return true
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false
  return true
}

const eventFields = {
  title: z.string().check(z.trim(), z.minLength(1, 'Enter a title'), z.maxLength(EVENT_TITLE_MAX)),
  /** A link for the event (a booking page, a video call); '' for none. */
  url: z
    .string()
    .check(
      z.trim(),
      z.maxLength(500),
      z.refine(isHttpAddress, 'Use an address starting with http:// or https://'),
    ),
  start: moment,
  /** Not before `start`; for an all-day event the last day (inclusive). */
  end: moment,
  allDay: z.boolean(),
}

const guest = z.string().check(z.trim(), z.minLength(1), z.maxLength(80))

const extendedPropsFields = {
  calendar: calendarCategorySchema,
  guests: z.array(guest).check(
    z.maxLength(EVENT_GUESTS_MAX),
    z.refine((guests) => new Set(guests).size === guests.length, 'Give each guest once'),
  ),
  location: z.string().check(z.trim(), z.maxLength(200)),
  description: z.string().check(z.maxLength(EVENT_TEXT_MAX)),
}

export const eventExtendedPropsSchema = z.object(extendedPropsFields)
export type EventExtendedProps = z.infer<typeof eventExtendedPropsSchema>

/** A calendar event, with the drawer's guests, location and description. */
export const calendarEventSchema = z.object({
  id,
  ...eventFields,
  extendedProps: eventExtendedPropsSchema,
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>

/**
 * `listEvents` query: `calendars`, repeated, the categories to
 * show. None given shows nothing (SPEC section 4: events are filtered by the
 * selected categories, and none may be selected).
 */
export const eventsQuerySchema = z.object({
  calendars: z.pipe(
    z._default(z.union([calendarCategorySchema, z.array(calendarCategorySchema)]), []),
    z.transform((value): CalendarCategory[] => (Array.isArray(value) ? value : [value])),
  ),
})
export type EventsQuery = z.input<typeof eventsQuerySchema>

export const eventsResponseSchema = z.object({ events: z.array(calendarEventSchema) })
export type EventsResponse = z.infer<typeof eventsResponseSchema>

/** A new event: the id is the server's; `url`, `allDay` and the extras may be left out. */
export const newEventSchema = z.strictObject({
  title: eventFields.title,
  url: z._default(eventFields.url, ''),
  start: eventFields.start,
  end: eventFields.end,
  allDay: z._default(eventFields.allDay, false),
  extendedProps: z.strictObject({
    calendar: extendedPropsFields.calendar,
    guests: z._default(extendedPropsFields.guests, []),
    location: z._default(extendedPropsFields.location, ''),
    description: z._default(extendedPropsFields.description, ''),
  }),
})
export type NewEvent = z.input<typeof newEventSchema>

/** `addEvent`. */
export const addEventRequestSchema = z.strictObject({ event: newEventSchema })
export type AddEventRequest = z.input<typeof addEventRequestSchema>

/** A change to an event: its id and only the fields that change (extendedProps field by field). */
export const eventPatchSchema = z.strictObject({
  id,
  title: z.optional(eventFields.title),
  url: z.optional(eventFields.url),
  start: z.optional(eventFields.start),
  end: z.optional(eventFields.end),
  allDay: z.optional(eventFields.allDay),
  extendedProps: z.optional(
    z.strictObject({
      calendar: z.optional(extendedPropsFields.calendar),
      guests: z.optional(extendedPropsFields.guests),
      location: z.optional(extendedPropsFields.location),
      description: z.optional(extendedPropsFields.description),
    }),
  ),
})
export type EventPatch = z.infer<typeof eventPatchSchema>

/** `updateEvent`. */
export const updateEventRequestSchema = z.strictObject({ event: eventPatchSchema })
export type UpdateEventRequest = z.infer<typeof updateEventRequestSchema>

/** `removeEvent`. */
export const removeEventQuerySchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
})

/** The answer of add, update and remove: the event as it is (or was, for remove). */
export const eventResponseSchema = z.object({ event: calendarEventSchema })
export type EventResponse = z.infer<typeof eventResponseSchema>

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

/**
 * The checks across fields an event must pass as a whole (after a change is
 * applied): all-day events use days, timed events date-times, and the end is
 * not before the start. Answers the field at fault and why, or nothing.
 */
export function eventTimesProblem(
  event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>,
): { field: 'start' | 'end'; message: string } | undefined {
  for (const field of ['start', 'end'] as const) {
    if (event.allDay !== isDay(event[field])) {
      return {
        field,
        message: event.allDay
          ? 'Use a day (YYYY-MM-DD) for an all-day event'
          : 'Use a date-time with offset for an event that is not all day',
      }
    }
  }
  const before = event.allDay
    ? event.end < event.start
    : Date.parse(event.end) < Date.parse(event.start)
  return before ? { field: 'end', message: 'The end must not be before the start' } : undefined
}

export const calendarEndpoints = endpoints('Calendar', {
  listEvents: {
    method: 'get',
    path: '/apps/calendar/events',
    summary: 'Events of the chosen calendars',
    query: eventsQuerySchema,
    response: eventsResponseSchema,
  },
  addEvent: {
    method: 'post',
    path: '/apps/calendar/add-event',
    summary: 'Add an event',
    body: addEventRequestSchema,
    response: eventResponseSchema,
    status: 201,
  },
  updateEvent: {
    method: 'post',
    path: '/apps/calendar/update-event',
    summary: 'Change an event',
    body: updateEventRequestSchema,
    response: eventResponseSchema,
    errors: [404],
  },
  removeEvent: {
    method: 'delete',
    path: '/apps/calendar/remove-event',
    summary: 'Delete an event',
    query: removeEventQuerySchema,
    response: eventResponseSchema,
    errors: [404],
  },
})

const event: NewEvent = {
  title: 'Menu photo shoot',
  start: '2030-05-01T10:00:00+02:00',
  end: '2030-05-01T12:00:00+02:00',
  url: 'https://example.com/shoot',
  allDay: false,
  extendedProps: {
    calendar: 'Business',
    guests: ['Marco Rossi'],
    location: 'Terrace',
    description: 'Bring the new plates.',
  },
}

/** A valid call of each endpoint (src/contract/example.ts). */
export const calendarExamples = {
  listEvents: { query: { calendars: ['Business', 'Family'] } },
  addEvent: { body: { event } },
  updateEvent: { body: { event: { id: 1, ...event } } },
  removeEvent: { query: { id: 2 } },
} satisfies Examples<typeof calendarEndpoints>
