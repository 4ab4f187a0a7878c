import { useMutation, useQueryClient } from '@tanstack/react-query'
import { calendarEndpoints, type NewEvent } from '@/contract/calendar'
import { api } from '@/lib/api-client'
import { eventsQueryKey } from './get-events'

export function addEvent(event: NewEvent) {
  return api(calendarEndpoints.addEvent, { body: { event } })
}

/** Adds an event; every event list then reloads. Errors are shown in the drawer's form. */
export function useAddEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['calendar', 'add-event'],
    mutationFn: addEvent,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  })
}
