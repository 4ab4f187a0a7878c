import '@/components/styles/full-styles'
import '@mantine/dates/styles.layer.css'
import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import type { UseFormReturnType } from '@mantine/form'
import { IconCalendar } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useTranslation } from '@/lib/use-translation'
import { formatPickedDays } from '@/lib/format'
import { useCalendarLabels } from './calendar-labels'
import { applyMask, masks } from './input-mask'
import { NOTES_MAX, seatingAreas, timeSlots, type ReservationValues } from './reservation-schema'

type ReservationForm = UseFormReturnType<ReservationValues>

/** A phone number in the mask's format, as the field's example. */
const phoneExample = '+39 333 123 4567'

/** Who is booking: name, email and phone (the phone formats itself as typed). */
export function GuestFields({ form, cols = 1 }: { form: ReservationForm; cols?: number }) {
  const { t } = useTranslation('galleryForms')
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }}>
      <TextInput
        label={t('reservation.guestName')}
        required
        autoComplete="off"
        {...form.getInputProps('guestName')}
      />
      <TextInput
        label={t('reservation.email')}
        type="email"
        dir="ltr"
        required
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t('reservation.phone')}
        type="tel"
        dir="ltr"
        required
        autoComplete="off"
        placeholder={phoneExample}
        {...form.getInputProps('phone')}
        onChange={(event) =>
          form.setFieldValue('phone', applyMask(event.currentTarget.value, masks.phone))
        }
      />
    </SimpleGrid>
  )
}

/** When, how many and where. */
export function BookingFields({ form, cols = 2 }: { form: ReservationForm; cols?: number }) {
  const { t } = useTranslation('galleryForms')
  const calendarLabels = useCalendarLabels()
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }}>
      <DatePickerInput
        {...calendarLabels}
        label={t('reservation.date')}
        required
        minDate={dayjs().format('YYYY-MM-DD')}
        valueFormatter={formatPickedDays}
        leftSection={<IconCalendar size={16} aria-hidden />}
        {...form.getInputProps('date')}
      />
      <Select
        label={t('reservation.time')}
        required
        placeholder={t('reservation.timePlaceholder')}
        data={timeSlots}
        allowDeselect={false}
        {...form.getInputProps('time')}
      />
      <NumberInput
        label={t('reservation.guests')}
        required
        min={1}
        max={20}
        allowDecimal={false}
        {...form.getInputProps('guests')}
      />
      <Select
        label={t('reservation.area')}
        required
        placeholder={t('reservation.areaPlaceholder')}
        data={seatingAreas.map((value) => ({ value, label: t(`common.areas.${value}`) }))}
        allowDeselect={false}
        {...form.getInputProps('area')}
      />
    </SimpleGrid>
  )
}

/** Anything the kitchen or the floor should know. */
export function NotesField({ form }: { form: ReservationForm }) {
  const { t } = useTranslation('galleryForms')
  return (
    <Textarea
      label={t('reservation.notes')}
      description={t('reservation.notesDescription', { max: NOTES_MAX })}
      autosize
      minRows={2}
      {...form.getInputProps('notes')}
    />
  )
}
