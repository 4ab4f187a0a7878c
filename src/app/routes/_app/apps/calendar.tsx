import { createFileRoute } from '@tanstack/react-router'
import { CalendarPage } from '@/features/calendar/components/calendar-page'
import { calendarSearchSchema, type CalendarSearch } from '@/features/calendar/search'
import { useSearchState } from '../../../use-search-state'

export const Route = createFileRoute('/_app/apps/calendar')({
  validateSearch: calendarSearchSchema,
  staticData: { ns: ['calendar'] },
  component: CalendarRoute,
})

function CalendarRoute() {
  const [search, onSearchChange] = useSearchState<CalendarSearch>(Route)
  return <CalendarPage search={search} onSearchChange={onSearchChange} />
}
