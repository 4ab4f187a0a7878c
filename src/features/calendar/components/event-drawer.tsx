import '@/components/styles/full-styles'
import '@mantine/dates/styles.layer.css'
import {
  Alert,
  Button,
  Drawer,
  Group,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { DatePickerInput, DateTimePicker } from '@mantine/dates'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconCalendar, IconTrash } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import {
  calendarCategories,
  calendarGuestSuggestions,
  EVENT_GUESTS_MAX,
  type CalendarEvent,
} from '@/contract/calendar'
import { fieldIn, showServerError } from '@/components/server-errors'
import { formatDayTime, formatPickedDays } from '@/lib/format'
import { translateErrors } from '@/lib/messages'
import { useAddEvent } from '../api/add-event'
import { useRemoveEvent } from '../api/remove-event'
import { useUpdateEvent } from '../api/update-event'
import { eventFormSchema, type EventFormValues } from '../schemas'
import type { EventTimes } from './calendar-view'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'

/** What the drawer is for: a new event (maybe over chosen days or times), or an existing one. */
export type EventDrawerTarget =
  { kind: 'new'; times?: EventTimes } | { kind: 'edit'; event: CalendarEvent }

interface EventDrawerProps {
  target: EventDrawerTarget | undefined
  onClose: () => void
}

/** Adds, edits or deletes an event in a side drawer. */
export function EventDrawer({ target, onClose }: EventDrawerProps) {
  const { t } = useTranslation('calendar')
  const event = target?.kind === 'edit' ? target.event : undefined
  const drawer = useDrawnWhenOpened(target !== undefined)
  if (!drawer.drawn) return null
  return (
    <Drawer
      opened={drawer.opened}
      onClose={onClose}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': t('shell:common.close') }}
      title={event ? t('editEvent') : t('addEvent')}
    >
      {target && (
        // Keyed, so each event (or new range) opens with its own values and a fresh form.
        <EventForm
          key={event ? event.id : `new-${target.kind === 'new' ? (target.times?.start ?? '') : ''}`}
          target={target}
          onDone={onClose}
        />
      )}
    </Drawer>
  )
}

/** The URL field's placeholder: how every web address starts, the same in every language. */
const WEB_ADDRESS_START = 'https://'
const DAY = 'YYYY-MM-DD'
const MOMENT = 'YYYY-MM-DD HH:mm:ss'

const pickerValue = (value: string, allDay: boolean) =>
  allDay ? value.slice(0, 10) : dayjs(value).format(MOMENT)

function initialValues(target: EventDrawerTarget): EventFormValues {
  if (target.kind === 'edit') {
    const { event } = target
    return {
      title: event.title,
      calendar: event.extendedProps.calendar,
      start: pickerValue(event.start, event.allDay),
      end: pickerValue(event.end, event.allDay),
      allDay: event.allDay,
      url: event.url,
      guests: event.extendedProps.guests,
      location: event.extendedProps.location,
      description: event.extendedProps.description,
    }
  }
  const times = target.times ?? {
    start: dayjs().format(DAY),
    end: dayjs().format(DAY),
    allDay: true,
  }
  return {
    title: '',
    calendar: null,
    start: pickerValue(times.start, times.allDay),
    end: pickerValue(times.end, times.allDay),
    allDay: times.allDay,
    url: '',
    guests: [],
    location: '',
    description: '',
  }
}

// Module-level, so React calls it once when the confirmation appears (not on every render).
const focusOnMount = (element: HTMLElement | null) => element?.focus()

const topFields = ['title', 'url', 'start', 'end'] as const
const extendedFields = ['calendar', 'guests', 'location', 'description'] as const
const validate = schemaResolver(eventFormSchema, { sync: true })

function EventForm({ target, onDone }: { target: EventDrawerTarget; onDone: () => void }) {
  const { t } = useTranslation('calendar')
  const event = target.kind === 'edit' ? target.event : undefined
  const addEvent = useAddEvent()
  const updateEvent = useUpdateEvent({ silent: true })
  const removeEvent = useRemoveEvent()
  const [confirming, setConfirming] = useState(false)
  // Uncontrolled: each field keeps its own value, so a keystroke re-renders that field only,
  // not the pickers and the rest of the form. The all-day switch is the one value drawn from.
  const form = useForm<EventFormValues>({
    mode: 'uncontrolled',
    initialValues: initialValues(target),
    validate: (values) => translateErrors(validate(values)),
  })
  const [allDay, setAllDayShown] = useState(form.getValues().allDay)

  const setAllDay = (allDay: boolean) => {
    const { start, end } = form.getValues()
    const day = (value: string | null, fallback: string) => (value ?? fallback).slice(0, 10)
    const today = dayjs().format(DAY)
    setAllDayShown(allDay)
    form.setValues({
      allDay,
      start: allDay ? day(start, today) : `${day(start, today)} 09:00:00`,
      end: allDay ? day(end, today) : `${day(end ?? start, today)} 10:00:00`,
    })
  }

  const submit = form.onSubmit((values) => {
    const fields = {
      title: values.title.trim(),
      url: values.url.trim(),
      allDay: values.allDay,
      start: values.allDay ? dayjs(values.start).format(DAY) : dayjs(values.start).format(),
      end: values.allDay ? dayjs(values.end).format(DAY) : dayjs(values.end).format(),
      extendedProps: {
        calendar: values.calendar ?? 'ETC',
        guests: values.guests,
        location: values.location.trim(),
        description: values.description,
      },
    }
    const onError = (error: Error) =>
      showServerError(error, {
        setFieldError: form.setFieldError,
        fieldOf: (path) =>
          fieldIn(topFields, 'event.')(path) ??
          fieldIn(extendedFields, 'event.extendedProps.')(path),
        title: t('toast.notSaved'),
      })
    const done = (message: string) => () => {
      notifications.show({ color: 'green', message })
      onDone()
    }
    if (event) {
      updateEvent.mutate(
        { id: event.id, ...fields },
        { onSuccess: done(t('toast.updated')), onError },
      )
    } else {
      addEvent.mutate(fields, { onSuccess: done(t('toast.added')), onError })
    }
  })

  const remove = () => {
    if (!event) return
    removeEvent.mutate(event.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('toast.deleted') })
        onDone()
      },
    })
  }

  // A day when the event lasts all day, else a day and a time; each written as the app writes them.
  const picker = (field: 'start' | 'end', label: string) => {
    const key = `${form.key(field)}-${String(allDay)}`
    const shared = {
      label,
      required: true,
      leftSection: <IconCalendar size={16} aria-hidden />,
    }
    return allDay ? (
      <DatePickerInput
        key={key}
        {...shared}
        valueFormatter={formatPickedDays}
        {...form.getInputProps(field)}
      />
    ) : (
      <DateTimePicker
        key={key}
        {...shared}
        valueFormat={formatDayTime}
        withSeconds={false}
        {...form.getInputProps(field)}
      />
    )
  }

  const startPicker = picker('start', t('form.start'))
  const endPicker = picker('end', allDay ? t('form.endLastDay') : t('form.end'))

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.title')}
          required
          data-autofocus
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <Select
          label={t('form.calendar')}
          required
          data={calendarCategories.map((value) => ({
            value,
            label: t(`categories.${value}`),
          }))}
          allowDeselect={false}
          key={form.key('calendar')}
          {...form.getInputProps('calendar')}
        />
        <Switch
          label={t('form.allDay')}
          checked={allDay}
          onChange={(e) => setAllDay(e.currentTarget.checked)}
        />
        {startPicker}
        {endPicker}
        <TextInput
          label={t('form.url')}
          type="url"
          dir="ltr"
          placeholder={WEB_ADDRESS_START}
          key={form.key('url')}
          {...form.getInputProps('url')}
        />
        <TagsInput
          label={t('form.guests')}
          description={t('form.guestsHint')}
          data={[...calendarGuestSuggestions]}
          maxTags={EVENT_GUESTS_MAX}
          clearable
          key={form.key('guests')}
          {...form.getInputProps('guests')}
        />
        <TextInput
          label={t('form.location')}
          key={form.key('location')}
          {...form.getInputProps('location')}
        />
        <Textarea
          label={t('form.description')}
          rows={3}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        {confirming && event ? (
          <Alert color="red" variant="light" title={t('confirm.title')}>
            <Stack gap="sm">
              <Text size="sm">{t('confirm.body', { title: event.title })}</Text>
              <Group gap="xs" justify="flex-end">
                <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                  {t('confirm.keep')}
                </Button>
                <Button
                  color="red"
                  size="xs"
                  loading={removeEvent.isPending}
                  onClick={remove}
                  ref={focusOnMount}
                >
                  {t('confirm.delete')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <Group justify="space-between">
          {event ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
              disabled={confirming}
            >
              {t('form.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('shell:common.cancel')}
            </Button>
            <Button type="submit" loading={addEvent.isPending || updateEvent.isPending}>
              {event ? t('form.save') : t('form.add')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  )
}
