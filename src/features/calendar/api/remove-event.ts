import { useMutation, useQueryClient } from '@tanstack/react-query'
import { eventResponseSchema } from '@/contract/calendar'
import { apiRequest } from '@/lib/api-client'
import { eventsQueryKey } from './get-events'

export function removeEvent(id: number) {
  return apiRequest('/apps/calendar/remove-event', {
    method: 'DELETE',
    query: { id },
    schema: eventResponseSchema,
  })
}

/** Removes an event for good; every event list then reloads. */
export function useRemoveEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['calendar', 'remove-event'],
    mutationFn: removeEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  })
}
