import '@/components/styles/full-styles'
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
import { useTranslation } from '@/lib/use-translation'
import { formatDay, formatDayTime, formatPickedDays } from '@/lib/format'
import { useCalendarLabels } from './calendar-labels'
import { DemoSection, GalleryPage } from '../demo'

const today = dayjs().format('YYYY-MM-DD')
const icon = <IconCalendar size={16} aria-hidden />

/** /forms/pickers: date, date range, time and date-time pickers. */
export function PickersDemo() {
  const { t } = useTranslation('galleryForms')
  const calendarLabels = useCalendarLabels()
  const [date, setDate] = useState<DateStringValue | null>(null)
  const [range, setRange] = useState<DatesRangeValue<DateStringValue>>([null, null])
  const [time, setTime] = useState('19:30')
  const [dateTime, setDateTime] = useState<DateStringValue | null>(null)
  const nights = range[0] && range[1] ? dayjs(range[1]).diff(range[0], 'day') + 1 : 0

  return (
    <GalleryPage page="formPickers" description={t('pickers.description')}>
      <DemoSection
        title={t('pickers.date.title')}
        usage={
          '<DatePickerInput label="…" minDate={today} valueFormatter={formatPickedDays} clearable />'
        }
        note={t('pickers.date.note')}
      >
        <DatePickerInput
          {...calendarLabels}
          label={t('pickers.date.label')}
          leftSection={icon}
          valueFormatter={formatPickedDays}
          minDate={today}
          clearable
          value={date}
          onChange={setDate}
          maw={320}
        />
        <Text size="sm" mt="xs" aria-live="polite">
          {date ? formatDay(date) : t('pickers.date.none')}
        </Text>
      </DemoSection>
      <DemoSection
        title={t('pickers.range.title')}
        usage={'<DatePickerInput type="range" />'}
        note={t('pickers.range.note')}
      >
        <DatePickerInput
          {...calendarLabels}
          type="range"
          label={t('pickers.range.label')}
          leftSection={icon}
          valueFormatter={formatPickedDays}
          value={range}
          onChange={setRange}
          maw={360}
        />
        <Text size="sm" mt="xs" aria-live="polite">
          {nights ? t('pickers.range.closed', { count: nights }) : t('pickers.range.none')}
        </Text>
      </DemoSection>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DemoSection
          title={t('pickers.time.title')}
          usage={'<TimeInput label="…" />'}
          note={t('pickers.time.note')}
        >
          <TimeInput
            label={t('pickers.time.label')}
            leftSection={<IconClock size={16} aria-hidden />}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        </DemoSection>
        <DemoSection
          title={t('pickers.dateTime.title')}
          usage={'<DateTimePicker label="…" valueFormat={formatDayTime} />'}
          note={t('pickers.dateTime.note')}
        >
          <DateTimePicker
            {...calendarLabels}
            label={t('pickers.dateTime.label')}
            valueFormat={formatDayTime}
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
