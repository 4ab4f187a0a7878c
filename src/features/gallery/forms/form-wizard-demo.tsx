import { Alert, Button, Checkbox, Group, List, Stack, Stepper, Text, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import dayjs from 'dayjs'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'
import { BookingFields, GuestFields, NotesField } from './reservation-fields'
import {
  emptyReservation,
  reservationFormSchema,
  reservationStepSchemas,
  type ReservationValues,
} from './reservation-schema'

const steps = ['Guest', 'Booking', 'Extras', 'Review'] as const
const REVIEW = steps.length - 1

function Review({ values }: { values: ReservationValues }) {
  return (
    <List spacing={4} size="sm" aria-label="Reservation summary">
      <List.Item>Guest: {values.guestName}</List.Item>
      <List.Item>Email: {values.email}</List.Item>
      <List.Item>Phone: {values.phone}</List.Item>
      <List.Item>
        When: {dayjs(values.date).format('dddd, MMM D, YYYY')} at {values.time}
      </List.Item>
      <List.Item>
        Party: {values.guests} guests, {values.area}
      </List.Item>
      <List.Item>Notes: {values.notes.trim() || 'none'}</List.Item>
    </List>
  )
}

/** /forms/form-wizard: a reservation in steps, each checked before the next. */
export function FormWizardDemo() {
  const [active, setActive] = useState(0)
  const [done, setDone] = useState<ReservationValues | null>(null)
  const form = useForm<ReservationValues>({ initialValues: emptyReservation })

  // Only the current step's fields are checked; later steps stay untouched until reached.
  const check = (schema: Parameters<typeof schemaResolver>[0]) => {
    const errors = schemaResolver(schema, { sync: true })(form.getValues())
    form.setErrors(errors)
    const first = Object.keys(errors)[0]
    if (first) form.getInputNode(first)?.focus()
    return !first
  }
  const next = () => {
    const schema = reservationStepSchemas[active]
    if (schema && check(schema)) setActive((step) => Math.min(step + 1, REVIEW))
  }
  const submit = () => {
    if (!check(reservationFormSchema)) return
    const values = form.getValues()
    setDone(values)
    notifications.show({ color: 'green', message: `Reservation for ${values.guestName} saved` })
  }
  const restart = () => {
    form.reset()
    setDone(null)
    setActive(0)
  }

  return (
    <GalleryPage
      page="formWizard"
      description="A long form in short steps: each step is checked before moving on, and nothing typed is lost going back."
    >
      <DemoSection
        title="Reservation wizard"
        usage={'<Stepper active={step}> + one zod schema per step'}
        note="Use a wizard when a form has distinct parts; the last step shows everything before it is sent."
      >
        {done ? (
          <Stack gap="md" aria-live="polite">
            <Alert color="green" title="Reservation saved">
              <Text size="sm">
                {done.guestName} is booked for {dayjs(done.date).format('MMM D')} at {done.time}.
              </Text>
            </Alert>
            <Group>
              <Button variant="default" onClick={restart}>
                Book another table
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="lg">
            <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={setActive}>
              {steps.map((label) => (
                <Stepper.Step key={label} label={label} />
              ))}
            </Stepper>
            <section aria-labelledby="wizard-step-title">
              <Title order={3} size="h5" id="wizard-step-title" mb="sm">
                Step {active + 1} of {steps.length}: {steps[active]}
              </Title>
              {active === 0 && <GuestFields form={form} />}
              {active === 1 && <BookingFields form={form} />}
              {active === 2 && <NotesField form={form} />}
              {active === REVIEW && (
                <Stack gap="md">
                  <Review values={form.getValues()} />
                  <Checkbox
                    label="The guest accepts the €10 per person deposit policy"
                    {...form.getInputProps('policy', { type: 'checkbox' })}
                  />
                </Stack>
              )}
            </section>
            <Group justify="space-between">
              <Button
                variant="default"
                disabled={active === 0}
                onClick={() => setActive((step) => Math.max(step - 1, 0))}
              >
                Back
              </Button>
              {active === REVIEW ? (
                <Button onClick={submit}>Submit reservation</Button>
              ) : (
                <Button onClick={next}>Next</Button>
              )}
            </Group>
          </Stack>
        )}
      </DemoSection>
    </GalleryPage>
  )
}
