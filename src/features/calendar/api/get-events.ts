import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { eventsResponseSchema, type CalendarCategory } from '@/contract/calendar'
import { apiRequest } from '@/lib/api-client'

/** Every event list the page has asked for, whatever the filter: what a change invalidates. */
export const eventsQueryKey = ['calendar', 'events'] as const

/** `GET /apps/calendar/events` for the ticked calendars (none: no events). */
export const eventsQueryOptions = (calendars: readonly CalendarCategory[]) =>
  queryOptions({
    queryKey: [...eventsQueryKey, { calendars }],
    queryFn: ({ signal }) =>
      apiRequest('/apps/calendar/events', {
        query: { calendars: [...calendars] },
        schema: eventsResponseSchema,
        signal,
      }),
    select: (data) => data.events,
  })

export function useEvents(calendars: readonly CalendarCategory[]) {
  // While another filter loads, the events on screen stay instead of flashing away.
  return useQuery({ ...eventsQueryOptions(calendars), placeholderData: keepPreviousData })
}
