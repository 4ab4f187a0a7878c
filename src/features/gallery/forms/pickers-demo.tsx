import '@mantine/dates/styles.layer.css'
import { SimpleGrid, Text } from '@mantine/core'
import {
  DatePickerInput,
  DateTimePicker,
  TimeInput,
  type DatesRangeValue,
  type DateStringValue,
} from '@mantine/dates'
import { IconCalendar, IconClock } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useState } from 'react'
import { calendarLabels } from './calendar-labels'
import { DemoSection, GalleryPage } from '../demo'

const today = dayjs().format('YYYY-MM-DD')
const icon = <IconCalendar size={16} aria-hidden />

/** /forms/pickers: date, date range, time and date-time pickers. */
export function PickersDemo() {
  const [date, setDate] = useState<DateStringValue | null>(null)
  const [range, setRange] = useState<DatesRangeValue<DateStringValue>>([null, null])
  const [time, setTime] = useState('19:30')
  const [dateTime, setDateTime] = useState<DateStringValue | null>(null)
  const nights = range[0] && range[1] ? dayjs(range[1]).diff(range[0], 'day') + 1 : 0

  return (
    <GalleryPage
      page="formPickers"
      description="Dates and times from @mantine/dates, formatted with dayjs (the app's one date library)."
    >
      <DemoSection
        title="Date"
        usage={'<DatePickerInput label="…" minDate={today} clearable />'}
        note="Past days are disabled for new reservations; the calendar works with the arrow keys."
      >
        <DatePickerInput
          {...calendarLabels}
          label="Reservation date"
          leftSection={icon}
          minDate={today}
          clearable
          value={date}
          onChange={setDate}
          maw={320}
        />
        <Text size="sm" mt="xs" aria-live="polite">
          {date ? dayjs(date).format('dddd, MMMM D, YYYY') : 'No date chosen.'}
        </Text>
      </DemoSection>
      <DemoSection
        title="Date range"
        usage={'<DatePickerInput type="range" />'}
        note="For closures, events and reports: the first click starts the range, the second ends it."
      >
        <DatePickerInput
          {...calendarLabels}
          type="range"
          label="Holiday closure"
          leftSection={icon}
          value={range}
          onChange={setRange}
          maw={360}
        />
        <Text size="sm" mt="xs" aria-live="polite">
          {nights ? `Closed for ${nights} day${nights === 1 ? '' : 's'}.` : 'No range chosen.'}
        </Text>
      </DemoSection>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DemoSection
          title="Time"
          usage={'<TimeInput label="…" />'}
          note="The browser's own time field: typed, keyboard-first."
        >
          <TimeInput
            label="Arrival time"
            leftSection={<IconClock size={16} aria-hidden />}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        </DemoSection>
        <DemoSection
          title="Date and time"
          usage={'<DateTimePicker label="…" valueFormat="DD MMM YYYY HH:mm" />'}
          note="One field for a moment, such as a delivery slot."
        >
          <DateTimePicker
            {...calendarLabels}
            label="Supplier delivery"
            valueFormat="DD MMM YYYY HH:mm"
            minDate={today}
            value={dateTime}
            onChange={setDateTime}
            clearable
          />
        </DemoSection>
      </SimpleGrid>
    </GalleryPage>
  )
}
