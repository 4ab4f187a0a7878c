import { useMutation, useQueryClient } from '@tanstack/react-query'
import { calendarEndpoints } from '@/contract/calendar'
import { api } from '@/lib/api-client'
import { eventsQueryKey } from './get-events'

export function removeEvent(id: number) {
  return api(calendarEndpoints.removeEvent, { query: { id } })
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
