import { useMutation, useQueryClient } from '@tanstack/react-query'
import { eventResponseSchema, type NewEvent } from '@/contract/calendar'
import { apiRequest } from '@/lib/api-client'
import { eventsQueryKey } from './get-events'

export function addEvent(event: NewEvent) {
  return apiRequest('/apps/calendar/add-event', {
    method: 'POST',
    body: { event },
    schema: eventResponseSchema,
  })
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
