import '@/components/styles/full-styles'
import { ActionIcon, Drawer, Group, LoadingOverlay, Paper, Skeleton, Title } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconFilter, IconPlus } from '@tabler/icons-react'
import { Suspense, useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { calendarCategories, type CalendarCategory } from '@/contract/calendar'
import { useEvents } from '../api/get-events'
import { useUpdateEvent } from '../api/update-event'
import { selectedCalendars, type CalendarSearch } from '../search'
import classes from './calendar.module.css'
import { calendarLocale } from './calendar-locale'
import { CalendarSidebar } from './calendar-sidebar'
import { CalendarView, defaultCalendarView, NARROW_CALENDAR } from './calendar-view'
import { EventDrawer, type EventDrawerTarget } from './event-drawer'

interface CalendarPageProps {
  search: CalendarSearch
  /** Changes the URL's search params (replacing the entry: the visible range changes often). */
  onSearchChange: (patch: Partial<CalendarSearch>, options?: { replace?: boolean }) => void
}

/** The Calendar app: filters, the calendar (month, week, day, list) and the event drawer. */
export function CalendarPage({ search, onSearchChange }: CalendarPageProps) {
  const { t, i18n } = useTranslation('calendar')
  // Asked for with the events, so FullCalendar's words are there when they are.
  const locale = calendarLocale(i18n.resolvedLanguage)
  const [filtersOpened, filters] = useDisclosure(false)
  // Read before the first paint, so that a phone opens on the list, not on a month it then leaves.
  const narrow = useMediaQuery(NARROW_CALENDAR, false, { getInitialValueInEffect: false })
  const defaultView = defaultCalendarView(narrow)
  const selected = selectedCalendars(search)
  const events = useEvents(selected)
  const updateEvent = useUpdateEvent()
  const [drawer, setDrawer] = useState<
    { kind: 'new'; target: EventDrawerTarget } | { kind: 'edit'; id: number } | undefined
  >(undefined)

  // The event being edited is read from the list, so it is never a stale copy.
  const editing =
    drawer?.kind === 'edit' ? events.data?.find((event) => event.id === drawer.id) : undefined
  const target: EventDrawerTarget | undefined =
    drawer?.kind === 'new' ? drawer.target : editing && { kind: 'edit', event: editing }

  const setCalendars = (calendars: CalendarCategory[]) =>
    onSearchChange({
      calendars: calendars.length === calendarCategories.length ? undefined : calendars,
    })
  const openNew = () => {
    filters.close()
    setDrawer({ kind: 'new', target: { kind: 'new' } })
  }

  const sidebar = <CalendarSidebar selected={selected} onChange={setCalendars} onAdd={openNew} />
  const loading = (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={52} radius={0} />
      <Skeleton height={560} mt="xs" radius={0} />
    </div>
  )

  return (
    <>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={1} size="h3">
          {t('title')}
        </Title>
        <Group gap="xs" hiddenFrom="md" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('calendars')}
            onClick={filters.open}
          >
            <IconFilter size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon size="lg" aria-label={t('addEvent')} onClick={openNew}>
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <div className={classes.layout}>
        <Paper withBorder p="sm" className={classes.sidebar} visibleFrom="md">
          {sidebar}
        </Paper>
        <Drawer
          opened={filtersOpened}
          onClose={filters.close}
          title={t('calendars')}
          size={280}
          closeButtonProps={{ 'aria-label': t('shell:common.close') }}
        >
          {sidebar}
        </Drawer>
        <Paper withBorder className={classes.main}>
          {events.isPending ? (
            loading
          ) : events.isError ? (
            <div style={{ padding: 'var(--mantine-spacing-md)' }}>
              <QueryError error={events.error} onRetry={() => void events.refetch()} />
            </div>
          ) : (
            <Suspense fallback={loading}>
              <LoadingOverlay
                visible={events.isPlaceholderData}
                zIndex={10}
                overlayProps={{ blur: 1 }}
              />
              <CalendarView
                locale={locale}
                view={search.view ?? defaultView}
                date={search.date}
                events={events.data}
                onRangeChange={({ view, date }) =>
                  onSearchChange(
                    { view: view === defaultView ? undefined : view, date },
                    { replace: true },
                  )
                }
                onSelect={(times) => setDrawer({ kind: 'new', target: { kind: 'new', times } })}
                onEventOpen={(id) => setDrawer({ kind: 'edit', id })}
                onEventMove={(id, times, revert) =>
                  updateEvent.mutate(
                    { id, ...times },
                    {
                      onSuccess: () =>
                        notifications.show({ color: 'green', message: t('toast.moved') }),
                      // The query client's toast says why; the event goes back where it was.
                      onError: revert,
                    },
                  )
                }
              />
            </Suspense>
          )}
        </Paper>
      </div>
      <EventDrawer target={target} onClose={() => setDrawer(undefined)} />
    </>
  )
}
