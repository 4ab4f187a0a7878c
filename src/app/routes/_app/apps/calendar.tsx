import { createFileRoute } from '@tanstack/react-router'
import { CalendarPage } from '@/features/calendar/components/calendar-page'
import { calendarSearchSchema, type CalendarSearch } from '@/features/calendar/search'
import { useSearchPatch } from '../../../use-search-patch'

export const Route = createFileRoute('/_app/apps/calendar')({
  validateSearch: calendarSearchSchema,
  staticData: { ns: ['calendar'] },
  component: CalendarRoute,
})

function CalendarRoute() {
  const search = Route.useSearch()
  const onSearchChange = useSearchPatch<CalendarSearch>(Route)
  return <CalendarPage search={search} onSearchChange={onSearchChange} />
}
