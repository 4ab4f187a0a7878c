import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { calendarEndpoints, type CalendarCategory } from '@/contract/calendar'
import { api } from '@/lib/api-client'

/** Every event list the page has asked for, whatever the filter: what a change invalidates. */
export const eventsQueryKey = ['calendar', 'events'] as const

/** The events of the ticked calendars (none: no events). */
export const eventsQueryOptions = (calendars: readonly CalendarCategory[]) =>
  queryOptions({
    queryKey: [...eventsQueryKey, { calendars }],
    queryFn: ({ signal }) =>
      api(calendarEndpoints.listEvents, { query: { calendars: [...calendars] }, signal }),
    select: (data) => data.events,
  })

export function useEvents(calendars: readonly CalendarCategory[]) {
  // While another filter loads, the events on screen stay instead of flashing away.
  return useQuery({ ...eventsQueryOptions(calendars), placeholderData: keepPreviousData })
}
