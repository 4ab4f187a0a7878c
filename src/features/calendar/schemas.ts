import dayjs from 'dayjs'
import { z } from 'zod/mini'
import { calendarCategories, calendarCategorySchema, EVENT_TITLE_MAX } from '@/contract/calendar'

/** The calendar's views, by their name in the URL. */
export const calendarViews = ['month', 'week', 'day', 'list'] as const
export const calendarViewSchema = z.enum(calendarViews)
export type CalendarView = z.infer<typeof calendarViewSchema>

/**
 * The Calendar page's URL state. A value that does not parse is dropped, so a
 * hand-edited address never breaks the page. `view` (default month) and
 * `date` (a day inside the visible range, default today) keep the visible
 * range; `calendars` the ticked categories (default all five; `[]` none).
 */
export const calendarSearchSchema = z.object({
  view: z.catch(z.optional(calendarViewSchema), undefined),
  date: z.catch(z.optional(z.iso.date()), undefined),
  calendars: z.catch(
    z.optional(
      z.array(calendarCategorySchema).check(z.refine((list) => new Set(list).size === list.length)),
    ),
    undefined,
  ),
})
export type CalendarSearch = z.infer<typeof calendarSearchSchema>

/** The ticked categories of a URL state, in the filter's order. */
export function selectedCalendars(search: CalendarSearch) {
  const chosen = search.calendars
  return chosen ? calendarCategories.filter((c) => chosen.includes(c)) : [...calendarCategories]
}

const isHttpAddress = (value: string) =>
  value.trim() === '' || (/^https?:\/\//i.test(value.trim()) && URL.canParse(value.trim()))

/**
 * The event drawer's form. `start` and `end` are the pickers' values
 * (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`); an all-day event's end is its last day.
 */
export const eventFormSchema = z
  .object({
    title: z
      .string()
      .check(z.trim(), z.minLength(1, 'Enter a title'), z.maxLength(EVENT_TITLE_MAX)),
    // The Select holds null until a calendar is chosen.
    calendar: z.enum(calendarCategories, { error: 'Choose a calendar' }),
    start: z.string({ error: 'Choose a start' }).check(z.minLength(1, 'Choose a start')),
    end: z.string({ error: 'Choose an end' }).check(z.minLength(1, 'Choose an end')),
    allDay: z.boolean(),
    url: z
      .string()
      .check(z.refine(isHttpAddress, 'Use an address starting with http:// or https://')),
    guests: z.array(z.string()),
    location: z.string().check(z.maxLength(200)),
    description: z.string().check(z.maxLength(2000)),
  })
  .check(
    z.refine(
      (values) =>
        !dayjs(values.end).isBefore(dayjs(values.start), values.allDay ? 'day' : 'minute'),
      { message: 'The end must not be before the start', path: ['end'] },
    ),
  )

export interface EventFormValues {
  title: string
  calendar: z.infer<typeof calendarCategorySchema> | null
  start: string | null
  end: string | null
  allDay: boolean
  url: string
  guests: string[]
  location: string
  description: string
}
