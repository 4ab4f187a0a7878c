import '@/components/styles/full-styles'
import type {
  DateSelectArg,
  DatesSetArg,
  EventApi,
  EventClickArg,
  EventDropArg,
  EventInput,
  EventMountArg,
  LocaleInput,
} from '@fullcalendar/core'
import dayGridPlugin from '@fullcalendar/daygrid'
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction'
import listPlugin from '@fullcalendar/list'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import { ActionIcon, Button, Group, SegmentedControl, Title, useDirection } from '@mantine/core'
import { useElementSize, useMediaQuery } from '@mantine/hooks'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import type { CalendarEvent } from '@/contract/calendar'
import { CLOCK_PARTS, DAY_PARTS, FIRST_DAY_OF_WEEK, formatLocale } from '@/lib/format'
import { calendarViews, type CalendarView as ViewName } from '../search'
import classes from './calendar.module.css'
import { categoryColor } from './event-colors'

const fcViews: Record<ViewName, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
}
/** The unit the arrows move by in each view. */
const viewUnits: Record<ViewName, 'month' | 'week' | 'day'> = {
  month: 'month',
  week: 'week',
  day: 'day',
  list: 'month',
}
const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]
/** A week column's day: the day kind without the year (the title has it). */
const weekColumnDay = { weekday: 'short', day: DAY_PARTS.day, month: DAY_PARTS.month } as const

/**
 * A phone's width: seven columns have room for one-letter day names and titles of three or four
 * letters, so the calendar opens on the list there (`defaultCalendarView`).
 */
export const NARROW_CALENDAR = '(max-width: 36em)'

/** The view without `?view=`: the month, or on a narrow screen the list. */
export const defaultCalendarView = (narrow: boolean): ViewName => (narrow ? 'list' : 'month')

const viewOfType = (type: string): ViewName =>
  calendarViews.find((view) => fcViews[view] === type) ?? 'month'

/** Where an event is after a drag or resize, in the contract's terms. */
export interface EventTimes {
  start: string
  end: string
  allDay: boolean
}

/** An event's new times from FullCalendar (its all-day end is exclusive; ours is the last day). */
export function timesOf(event: Pick<EventApi, 'start' | 'end' | 'allDay'>): EventTimes | undefined {
  if (!event.start) return undefined
  const start = dayjs(event.start)
  if (event.allDay) {
    const last = event.end ? dayjs(event.end).subtract(1, 'day') : start
    return {
      start: start.format('YYYY-MM-DD'),
      end: (last.isBefore(start) ? start : last).format('YYYY-MM-DD'),
      allDay: true,
    }
  }
  // A timed event without an end (dropped from the all-day row) lasts an hour.
  const end = event.end ? dayjs(event.end) : start.add(1, 'hour')
  return { start: start.format(), end: end.format(), allDay: false }
}

function toInput(event: CalendarEvent): EventInput {
  const color = categoryColor(event.extendedProps.calendar)
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    // FullCalendar's all-day end is the day after the last.
    end: event.allDay ? dayjs(event.end).add(1, 'day').format('YYYY-MM-DD') : event.end,
    allDay: event.allDay,
    backgroundColor: color,
    borderColor: color,
    textColor: '#fff',
    extendedProps: { calendar: event.extendedProps.calendar },
  }
}

interface CalendarViewProps {
  /** FullCalendar's texts in the active language (`calendarLocale`). */
  locale: Promise<LocaleInput>
  view: ViewName
  /** A day of the visible range (`YYYY-MM-DD`); none: today. */
  date: string | undefined
  events: readonly CalendarEvent[]
  /**
   * The visible range changed (a button, a day's link): the new view and a day inside it, none
   * when that is today (the default stays out of the address, so a bookmark follows the clock).
   */
  onRangeChange: (range: { view: ViewName; date: string | undefined }) => void
  /** A day was clicked or a range dragged over: add an event there. */
  onSelect: (times: EventTimes) => void
  onEventOpen: (id: number) => void
  /** An event was dragged or resized; `revert` puts it back (the change failed). */
  onEventMove: (id: number, times: EventTimes, revert: () => void) => void
}

/** FullCalendar with our own toolbar (Mantine buttons, so it follows the theme and wraps). */
export function CalendarView({
  locale: localeLoading,
  view,
  date,
  events,
  onRangeChange,
  onSelect,
  onEventOpen,
  onEventMove,
}: CalendarViewProps) {
  const { t } = useTranslation('calendar')
  const locale = use(localeLoading)
  const calendarRef = useRef<FullCalendar>(null)
  const { dir } = useDirection()
  // On a phone, seven columns only have room for one-letter day names.
  const narrow = useMediaQuery(NARROW_CALENDAR) ?? false
  const [title, setTitle] = useState('')
  const inputs = useMemo(() => events.map(toInput), [events])
  const api = () => calendarRef.current?.getApi()

  // Follows an address changed from outside (back and forward, a link): FullCalendar keeps its own state.
  useEffect(() => {
    const calendar = calendarRef.current?.getApi()
    if (!calendar) return
    const target = date ?? today()
    const { currentStart, currentEnd, type } = calendar.view
    if (type !== fcViews[view]) {
      calendar.changeView(fcViews[view], target)
    } else if (
      dayjs(target).isBefore(currentStart, 'day') ||
      !dayjs(target).isBefore(currentEnd, 'day')
    ) {
      calendar.gotoDate(target)
    }
  }, [view, date])

  // The page re-renders for its drawer and filters; FullCalendar redraws only when what it shows
  // changes. Its handlers call the latest props through a ref.
  const handlers = useRef({ onRangeChange, onSelect, onEventOpen, onEventMove })
  useLayoutEffect(() => {
    handlers.current = { onRangeChange, onSelect, onEventOpen, onEventMove }
  })
  const height = view === 'week' || view === 'day' ? 720 : 'auto'
  const [initial] = useState({ view, date })
  const calendar = useMemo(() => {
    const datesSet = (arg: DatesSetArg) => {
      setTitle(arg.view.title)
      handlers.current.onRangeChange({
        view: viewOfType(arg.view.type),
        date: unlessToday(dayjs(arg.view.calendar.getDate()).format('YYYY-MM-DD')),
      })
    }
    const select = (arg: DateSelectArg) => {
      arg.view.calendar.unselect()
      const times = timesOf({ start: arg.start, end: arg.end, allDay: arg.allDay })
      if (times) handlers.current.onSelect(times)
    }
    const eventClick = (arg: EventClickArg) => {
      arg.jsEvent.preventDefault()
      handlers.current.onEventOpen(Number(arg.event.id))
    }
    const move = (arg: EventDropArg | EventResizeDoneArg) => {
      const times = timesOf(arg.event)
      if (times) handlers.current.onEventMove(Number(arg.event.id), times, arg.revert)
      else arg.revert()
    }
    const eventDidMount = (arg: EventMountArg) => {
      // A title from data runs in its own direction (an English title on a right-to-left page).
      arg.el.querySelector('.fc-event-title, .fc-list-event-title > a')?.setAttribute('dir', 'auto')
      // FullCalendar makes events focusable (Enter opens them); say what they are.
      if (arg.el.tagName === 'A') {
        arg.el.setAttribute('role', 'button')
        arg.el.setAttribute('aria-haspopup', 'dialog')
      }
    }

    return (
      <FullCalendar
        ref={calendarRef}
        plugins={plugins}
        initialView={fcViews[initial.view]}
        initialDate={initial.date}
        headerToolbar={false}
        direction={dir}
        height={height}
        events={inputs}
        editable
        selectable
        navLinks
        dayMaxEvents={3}
        eventDisplay="block"
        // FullCalendar's words in the active language; dates in the language's conventions, the
        // week's first day and the clock as everywhere else in the app (src/lib/format.ts),
        // whatever the locale says.
        locale={{ ...locale, code: formatLocale() }}
        firstDay={FIRST_DAY_OF_WEEK}
        slotLabelFormat={CLOCK_PARTS}
        eventTimeFormat={CLOCK_PARTS}
        views={{
          // Month cells are narrow: the title says more than a clipped time.
          dayGridMonth: {
            displayEventTime: false,
            dayHeaderFormat: { weekday: narrow ? 'narrow' : 'short' },
          },
          timeGridWeek: {
            dayHeaderFormat: narrow ? { weekday: 'narrow', day: 'numeric' } : weekColumnDay,
          },
          listMonth: { listDaySideFormat: DAY_PARTS },
        }}
        // What a screen reader says of the links and the list's columns, in the app's words.
        navLinkHint={(date: string) => t('hints.navLink', { date })}
        moreLinkHint={(count: number) => t('hints.moreLink', { count })}
        closeHint={t('shell:common.close')}
        timeHint={t('hints.time')}
        eventHint={t('hints.event')}
        eventInteractive
        nowIndicator
        datesSet={datesSet}
        select={select}
        eventClick={eventClick}
        eventDrop={move}
        eventResize={move}
        eventDidMount={eventDidMount}
      />
    )
  }, [inputs, dir, narrow, height, initial, locale, t])

  // FullCalendar measures itself when the window resizes, not when its own box does: the side
  // menu folding or unfolding, or the page's scrollbar appearing (perhaps after FullCalendar's
  // first measure), left its grid as wide as before, its last columns cut off or a gap beside them.
  const { ref: frame, width } = useElementSize()
  useEffect(() => {
    if (width > 0) calendarRef.current?.getApi().updateSize()
  }, [width])

  const unit = viewUnits[view]
  const Previous = dir === 'rtl' ? IconChevronRight : IconChevronLeft
  const Next = dir === 'rtl' ? IconChevronLeft : IconChevronRight

  return (
    <div className={classes.calendar} ref={frame}>
      <Group justify="space-between" gap="sm" p="sm" className={classes.toolbar}>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(`previous.${unit}`)}
            onClick={() => api()?.prev()}
          >
            <Previous size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(`next.${unit}`)}
            onClick={() => api()?.next()}
          >
            <Next size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => api()?.today()}>
            {locale.buttonText?.today}
          </Button>
        </Group>
        <Title order={2} size="h4" aria-live="polite" className={classes.title}>
          {title}
        </Title>
        <SegmentedControl
          aria-label={t('viewLabel')}
          // A phone's width holds the four views' longest names (German's "Terminübersicht") in xs.
          size={narrow ? 'xs' : 'sm'}
          value={view}
          onChange={(value) => {
            const next = calendarViews.find((v) => v === value)
            if (next) api()?.changeView(fcViews[next])
          }}
          data={calendarViews.map((v) => ({ value: v, label: locale.buttonText?.[v] ?? v }))}
        />
      </Group>
      {calendar}
    </div>
  )
}

function today() {
  return dayjs().format('YYYY-MM-DD')
}

/** The day, or none when it is today. */
function unlessToday(day: string) {
  return day === today() ? undefined : day
}
