import '@/components/styles/full-styles'
import '@mantine/dates/styles.layer.css'
import { Button, Drawer, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconCalendar } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { z } from 'zod/mini'
import {
  addPaymentRequestSchema,
  parseMoney,
  paymentAboveBalance,
  paymentMethods,
  type Invoice,
} from '@/contract/invoices'
import { fieldIn, showServerError } from '@/components/server-errors'
import { useAddPayment } from '../api/add-payment'
import { moneyInputFormat, formatMoney, formatPickedDays } from '@/lib/format'
import { translateErrors, translateMessage } from '@/lib/messages'
import { formatBalance } from '../money'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'

const paymentFormSchema = z.object({
  amount: addPaymentRequestSchema.shape.amount,
  date: addPaymentRequestSchema.shape.date,
  method: z.enum(paymentMethods, 'Choose a method'),
  note: z.string().check(z.maxLength(500)),
})
interface PaymentFormValues {
  amount: number | string
  date: string
  method: string | null
  note: string
}
const fields = ['amount', 'date', 'method', 'note'] as const
const validate = schemaResolver(paymentFormSchema, { sync: true })

/** "Add payment": the amount is taken off the balance. */
export function AddPaymentDrawer({
  invoice,
  opened,
  onClose,
}: {
  invoice: Invoice
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('invoices')
  const drawer = useDrawnWhenOpened(opened)
  if (!drawer.drawn) return null
  return (
    <Drawer
      opened={drawer.opened}
      onClose={onClose}
      position="right"
      title={t('payment.title')}
      closeButtonProps={{ 'aria-label': t('common.close', { ns: 'shell' }) }}
    >
      <PaymentForm
        key={`${String(invoice.id)}-${String(opened)}`}
        invoice={invoice}
        onDone={onClose}
      />
    </Drawer>
  )
}

function PaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { t } = useTranslation('invoices')
  const addPayment = useAddPayment()
  const owed = parseMoney(invoice.balance)
  const form = useForm<PaymentFormValues>({
    initialValues: {
      amount: owed > 0 ? owed : '',
      date: dayjs().format('YYYY-MM-DD'),
      method: 'Bank transfer',
      note: '',
    },
    validate: (values) => translateErrors(validate(values)),
  })
  const submit = form.onSubmit((values) => {
    const payment = paymentFormSchema.parse(values)
    // The back end refuses it too; said here at once, under the amount.
    if (payment.amount > Math.max(0, owed)) {
      form.setFieldError(
        'amount',
        owed > 0
          ? t('payment.aboveBalance', { balance: formatMoney(owed) })
          : translateMessage(paymentAboveBalance(owed)),
      )
      return
    }
    addPayment.mutate(
      { id: invoice.id, ...payment },
      {
        onSuccess: ({ invoice: updated }) => {
          notifications.show({
            color: 'green',
            message: t('payment.added', {
              amount: formatMoney(payment.amount),
              balance: formatBalance(updated.balance),
            }),
          })
          onDone()
        },
        onError: (error) =>
          showServerError(error, { setFieldError: form.setFieldError, fieldOf: fieldIn(fields) }),
      },
    )
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="payment.balanceNow"
            values={{ balance: formatBalance(invoice.balance) }}
            components={{ strong: <strong /> }}
          />
        </Text>
        <NumberInput
          label={t('payment.amount')}
          required
          {...moneyInputFormat()}
          decimalScale={2}
          min={0}
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <DatePickerInput
          label={t('payment.date')}
          required
          valueFormatter={formatPickedDays}
          leftSection={<IconCalendar size={16} aria-hidden />}
          {...form.getInputProps('date')}
        />
        <Select
          label={t('payment.method')}
          required
          data={paymentMethods.map((method) => ({
            value: method,
            label: t(`payment.methods.${method}`),
          }))}
          allowDeselect={false}
          {...form.getInputProps('method')}
        />
        <Textarea label={t('payment.note')} autosize minRows={2} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel', { ns: 'shell' })}
          </Button>
          <Button type="submit" loading={addPayment.isPending}>
            {t('payment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
