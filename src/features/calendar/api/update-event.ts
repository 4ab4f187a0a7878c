import { useMutation, useQueryClient } from '@tanstack/react-query'
import { calendarEndpoints, type EventPatch, type EventsResponse } from '@/contract/calendar'
import { api } from '@/lib/api-client'
import { eventsQueryKey } from './get-events'

/** Changes only the fields given (extendedProps field by field). */
export function updateEvent(event: EventPatch) {
  return api(calendarEndpoints.updateEvent, { body: { event } })
}

/**
 * Updates an event. The calendar shows the change at once (a dragged event
 * stays where it was dropped), is put back if the call fails (with a toast,
 * from the query client), and reloads after it.
 */
export function useUpdateEvent({ silent = false } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['calendar', 'update-event'],
    mutationFn: updateEvent,
    meta: { silent },
    onMutate: async ({ id, extendedProps, ...patch }) => {
      await queryClient.cancelQueries({ queryKey: eventsQueryKey })
      const previous = queryClient.getQueriesData<EventsResponse>({ queryKey: eventsQueryKey })
      queryClient.setQueriesData<EventsResponse>({ queryKey: eventsQueryKey }, (data) =>
        data
          ? {
              events: data.events.map((event) =>
                event.id === id
                  ? {
                      ...event,
                      ...patch,
                      extendedProps: { ...event.extendedProps, ...extendedProps },
                    }
                  : event,
              ),
            }
          : data,
      )
      return { previous }
    },
    onError: (_error, _event, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  })
}
