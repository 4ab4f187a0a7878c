import { createFileRoute } from '@tanstack/react-router'
import { CalendarPage } from '@/features/calendar/components/calendar-page'
import { calendarSearchSchema, type CalendarSearch } from '@/features/calendar/search'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/apps/calendar')({
  validateSearch: calendarSearchSchema,
  beforeLoad: requireAbility('read', 'Calendar'),
  component: CalendarRoute,
})

function CalendarRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<CalendarSearch>, options?: { replace?: boolean }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace })
  return <CalendarPage search={search} onSearchChange={onSearchChange} />
}
