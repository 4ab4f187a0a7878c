import '@mantine/dates/styles.layer.css'
import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import type { UseFormReturnType } from '@mantine/form'
import { IconCalendar } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { formatPickedDays } from '@/lib/format'
import { calendarLabels } from './calendar-labels'
import { applyMask, masks } from './input-mask'
import { NOTES_MAX, seatingAreas, timeSlots, type ReservationValues } from './reservation-schema'

type ReservationForm = UseFormReturnType<ReservationValues>

/** Who is booking: name, email and phone (the phone formats itself as typed). */
export function GuestFields({ form, cols = 1 }: { form: ReservationForm; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }}>
      <TextInput
        label="Guest name"
        required
        autoComplete="off"
        {...form.getInputProps('guestName')}
      />
      <TextInput
        label="Email"
        type="email"
        dir="ltr"
        required
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      <TextInput
        label="Phone"
        type="tel"
        dir="ltr"
        required
        autoComplete="off"
        placeholder="+39 333 123 4567"
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
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }}>
      <DatePickerInput
        {...calendarLabels}
        label="Date"
        required
        minDate={dayjs().format('YYYY-MM-DD')}
        valueFormatter={formatPickedDays}
        leftSection={<IconCalendar size={16} aria-hidden />}
        {...form.getInputProps('date')}
      />
      <Select
        label="Time"
        required
        placeholder="Pick a time"
        data={timeSlots}
        allowDeselect={false}
        {...form.getInputProps('time')}
      />
      <NumberInput
        label="Guests"
        required
        min={1}
        max={20}
        allowDecimal={false}
        {...form.getInputProps('guests')}
      />
      <Select
        label="Seating area"
        required
        placeholder="Choose an area"
        data={seatingAreas}
        allowDeselect={false}
        {...form.getInputProps('area')}
      />
    </SimpleGrid>
  )
}

/** Anything the kitchen or the floor should know. */
export function NotesField({ form }: { form: ReservationForm }) {
  return (
    <Textarea
      label="Notes"
      description={`Allergies, occasion, high chair… (up to ${NOTES_MAX} characters)`}
      autosize
      minRows={2}
      {...form.getInputProps('notes')}
    />
  )
}
