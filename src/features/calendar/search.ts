// The URL state of the app's pages. Route search schemas load with the app's entry, so this
// module imports nothing heavier than zod and the enum values.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'
import { calendarCategories, calendarCategorySchema } from '@/contract/calendar-categories'

/** The calendar's views, by their name in the URL. */
export const calendarViews = ['month', 'week', 'day', 'list'] as const
export const calendarViewSchema = z.enum(calendarViews)
export type CalendarView = z.infer<typeof calendarViewSchema>

/**
 * The Calendar page's URL state. A value that does not parse is dropped, so a
 * hand-edited address never breaks the page. `view` (default month, or the list on a phone) and
 * `date` (a day inside the visible range, default today) keep the visible
 * range; `calendars` the ticked categories (default all five; `[]` none).
 */
export const calendarSearchSchema = z.lazy(() =>
  z.object({
    view: z.catch(z.optional(calendarViewSchema), undefined),
    date: z.catch(z.optional(z.iso.date()), undefined),
    calendars: z.catch(
      z.optional(
        z
          .array(calendarCategorySchema)
          .check(z.refine((list) => new Set(list).size === list.length)),
      ),
      undefined,
    ),
  }),
)
export type CalendarSearch = z.infer<typeof calendarSearchSchema>

/** The ticked categories of a URL state, in the filter's order. */
export function selectedCalendars(search: CalendarSearch) {
  const chosen = search.calendars
  return chosen ? calendarCategories.filter((c) => chosen.includes(c)) : [...calendarCategories]
}
