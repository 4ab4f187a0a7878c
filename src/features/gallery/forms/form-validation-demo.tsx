import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core'
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
  type ReservationValues,
} from './reservation-schema'

const validate = schemaResolver(reservationFormSchema, { sync: true })

/** /forms/form-validation: the project's form stack (@mantine/form + zod) end to end. */
export function FormValidationDemo() {
  const { t } = useTranslation('galleryForms')
  const [booked, setBooked] = useState<ReservationValues | null>(null)
  const form = useForm<ReservationValues>({
    initialValues: emptyReservation,
    validate: (values) => translateErrors(validate(values)),
    // Errors appear on submit, then clear as each field is fixed.
    validateInputOnChange: false,
    clearInputErrorOnChange: true,
  })

  const submit = form.onSubmit(
    (values) => {
      // A demo: nothing is sent. In the app the values would go to the reservations call.
      setBooked(values)
      notifications.show({
        color: 'green',
        message: t('formValidation.toast', { name: values.guestName }),
      })
      form.reset()
    },
    (errors) => {
      setBooked(null)
      const first = Object.keys(errors)[0]
      if (first) form.getInputNode(first)?.focus()
    },
  )

  return (
    <GalleryPage page="formValidation" description={t('formValidation.description')}>
      <DemoSection
        title={t('formValidation.title')}
        usage="useForm({ validate: (values) => translateErrors(validate(values)) }) · form.getInputProps('field')"
        note={t('formValidation.note')}
      >
        <form onSubmit={submit} noValidate aria-label={t('formValidation.title')}>
          <Stack gap="md">
            <GuestFields form={form} cols={3} />
            <BookingFields form={form} cols={4} />
            <NotesField form={form} />
            <Checkbox
              label={t('reservation.policy', { deposit: formatMoney(10, { whole: true }) })}
              {...form.getInputProps('policy', { type: 'checkbox' })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()}>
                {t('formValidation.clear')}
              </Button>
              <Button type="submit">{t('formValidation.book')}</Button>
            </Group>
          </Stack>
        </form>
        <div aria-live="polite">
          {booked && (
            <Alert color="green" mt="md" title={t('formValidation.confirmed')}>
              <Text size="sm">
                {t('formValidation.summary', {
                  name: booked.guestName,
                  count: Number(booked.guests),
                  date: formatDay(booked.date ?? ''),
                  time: booked.time,
                  area: t(`common.areas.${booked.area}`),
                })}
              </Text>
            </Alert>
          )}
        </div>
      </DemoSection>
    </GalleryPage>
  )
}
