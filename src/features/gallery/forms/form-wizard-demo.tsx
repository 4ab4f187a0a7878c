import '@/components/styles/full-styles'
import { Alert, Button, Checkbox, Group, List, Stack, Stepper, Text, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { formatDay, formatMoney } from '@/lib/format'
import { translateErrors } from '@/lib/messages'
import { DemoSection, GalleryPage } from '../demo'
import { BookingFields, GuestFields, NotesField } from './reservation-fields'
import {
  emptyReservation,
  reservationFormSchema,
  reservationStepSchemas,
  type ReservationValues,
} from './reservation-schema'

const steps = ['guest', 'booking', 'extras', 'review'] as const
const REVIEW = steps.length - 1

function Review({ values }: { values: ReservationValues }) {
  const { t } = useTranslation('galleryForms')
  return (
    <List spacing={4} size="sm" aria-label={t('formWizard.review.label')}>
      <List.Item>{t('formWizard.review.guest', { name: values.guestName })}</List.Item>
      <List.Item>{t('formWizard.review.email', { email: values.email })}</List.Item>
      <List.Item>{t('formWizard.review.phone', { phone: values.phone })}</List.Item>
      <List.Item>
        {t('formWizard.review.when', {
          date: formatDay(values.date ?? ''),
          time: values.time,
        })}
      </List.Item>
      <List.Item>
        {t('formWizard.review.party', {
          count: Number(values.guests),
          area: t(`common.areas.${values.area}`),
        })}
      </List.Item>
      <List.Item>
        {t('formWizard.review.notes', {
          notes: values.notes.trim() || t('formWizard.review.noNotes'),
        })}
      </List.Item>
    </List>
  )
}

/** /forms/form-wizard: a reservation in steps, each checked before the next. */
export function FormWizardDemo() {
  const { t } = useTranslation('galleryForms')
  const [active, setActive] = useState(0)
  const [done, setDone] = useState<ReservationValues | null>(null)
  const form = useForm<ReservationValues>({ initialValues: emptyReservation })

  // Only the current step's fields are checked; later steps stay untouched until reached.
  const check = (schema: Parameters<typeof schemaResolver>[0]) => {
    const errors = translateErrors(schemaResolver(schema, { sync: true })(form.getValues()))
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
    notifications.show({
      color: 'green',
      message: t('formWizard.toast', { name: values.guestName }),
    })
  }
  const restart = () => {
    form.reset()
    setDone(null)
    setActive(0)
  }

  return (
    <GalleryPage page="formWizard" description={t('formWizard.description')}>
      <DemoSection
        title={t('formWizard.title')}
        usage={'<Stepper active={step}> · reservationStepSchemas[step]'}
        note={t('formWizard.note')}
      >
        {done ? (
          <Stack gap="md" aria-live="polite">
            <Alert color="green" title={t('formWizard.saved')}>
              <Text size="sm">
                {t('formWizard.booked', {
                  name: done.guestName,
                  date: formatDay(done.date ?? ''),
                  time: done.time,
                })}
              </Text>
            </Alert>
            <Group>
              <Button variant="default" onClick={restart}>
                {t('formWizard.another')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="lg">
            <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={setActive}>
              {steps.map((step) => (
                <Stepper.Step key={step} label={t(`formWizard.steps.${step}`)} />
              ))}
            </Stepper>
            <section aria-labelledby="wizard-step-title">
              <Title order={3} size="h5" id="wizard-step-title" mb="sm">
                {t('formWizard.stepTitle', {
                  number: active + 1,
                  total: steps.length,
                  step: t(`formWizard.steps.${steps[active] ?? 'guest'}`),
                })}
              </Title>
              {active === 0 && <GuestFields form={form} />}
              {active === 1 && <BookingFields form={form} />}
              {active === 2 && <NotesField form={form} />}
              {active === REVIEW && (
                <Stack gap="md">
                  <Review values={form.getValues()} />
                  <Checkbox
                    label={t('reservation.policy', { deposit: formatMoney(10, { whole: true }) })}
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
                {t('formWizard.back')}
              </Button>
              {active === REVIEW ? (
                <Button onClick={submit}>{t('formWizard.submit')}</Button>
              ) : (
                <Button onClick={next}>{t('formWizard.next')}</Button>
              )}
            </Group>
          </Stack>
        )}
      </DemoSection>
    </GalleryPage>
  )
}
