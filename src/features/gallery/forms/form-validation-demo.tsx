import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import dayjs from 'dayjs'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'
import { BookingFields, GuestFields, NotesField } from './reservation-fields'
import {
  emptyReservation,
  reservationFormSchema,
  type ReservationValues,
} from './reservation-schema'

/** /forms/form-validation: the project's form stack (@mantine/form + zod) end to end. */
export function FormValidationDemo() {
  const [booked, setBooked] = useState<ReservationValues | null>(null)
  const form = useForm<ReservationValues>({
    initialValues: emptyReservation,
    validate: schemaResolver(reservationFormSchema, { sync: true }),
    // Errors appear on submit, then clear as each field is fixed.
    validateInputOnChange: false,
    clearInputErrorOnChange: true,
  })

  const submit = form.onSubmit(
    (values) => {
      // A demo: nothing is sent. In the app the values would go to the reservations call.
      setBooked(values)
      notifications.show({ color: 'green', message: `Table booked for ${values.guestName}` })
      form.reset()
    },
    (errors) => {
      setBooked(null)
      const first = Object.keys(errors)[0]
      if (first) form.getInputNode(first)?.focus()
    },
  )

  return (
    <GalleryPage
      page="formValidation"
      description="The project's form stack: @mantine/form with a zod schema through schemaResolver."
    >
      <DemoSection
        title="New reservation"
        usage="useForm({ validate: schemaResolver(schema, { sync: true }) }) + form.getInputProps('field')"
        note="One zod schema holds the rules. Errors show next to each field on submit and clear as soon as the field changes; the first invalid field gets the focus."
      >
        <form onSubmit={submit} noValidate aria-label="New reservation">
          <Stack gap="md">
            <GuestFields form={form} cols={3} />
            <BookingFields form={form} cols={4} />
            <NotesField form={form} />
            <Checkbox
              label="The guest accepts the €10 per person deposit policy"
              {...form.getInputProps('policy', { type: 'checkbox' })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()}>
                Clear
              </Button>
              <Button type="submit">Book table</Button>
            </Group>
          </Stack>
        </form>
        <div aria-live="polite">
          {booked && (
            <Alert color="green" mt="md" title="Reservation confirmed">
              <Text size="sm">
                {booked.guestName}, {booked.guests} guests,{' '}
                {dayjs(booked.date).format('MMM D, YYYY')} at {booked.time}, {booked.area}.
              </Text>
            </Alert>
          )}
        </div>
      </DemoSection>
    </GalleryPage>
  )
}
