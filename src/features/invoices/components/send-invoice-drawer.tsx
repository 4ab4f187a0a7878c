import { Button, Drawer, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useTranslation } from '@/lib/use-translation'
import { z } from 'zod/mini'
import { sendInvoiceRequestSchema, type Invoice } from '@/contract/invoices'
import { config } from '@/lib/config'
import { fieldIn, showServerError } from '@/components/server-errors'
import { translateErrors } from '@/lib/messages'
import { useSendInvoice } from '../api/send-invoice'
import { formatBalance } from '../money'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'

const sendFormSchema = z.omit(sendInvoiceRequestSchema, { id: true })
type SendFormValues = z.infer<typeof sendFormSchema>
const fields = ['to', 'subject', 'message'] as const
const validate = schemaResolver(sendFormSchema, { sync: true })

/** "Send invoice": to, subject and message, prefilled for the client. */
export function SendInvoiceDrawer({
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
      title={t('send.title')}
      closeButtonProps={{ 'aria-label': t('common.close', { ns: 'shell' }) }}
    >
      {/* Keyed, so each opening starts from the invoice as it now is. */}
      <SendForm
        key={`${String(invoice.id)}-${String(opened)}`}
        invoice={invoice}
        onDone={onClose}
      />
    </Drawer>
  )
}

function SendForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const { t } = useTranslation('invoices')
  const send = useSendInvoice()
  const issuer = config().clientName
  const id = String(invoice.id)
  const form = useForm<SendFormValues>({
    // The mail is written in the sender's language; they may reword it before sending.
    initialValues: {
      to: invoice.client.companyEmail,
      subject: t('send.subjectText', { id, issuer }),
      message: t('send.messageText', {
        id,
        issuer,
        name: invoice.client.name,
        balance: formatBalance(invoice.balance),
      }),
    },
    validate: (values) => translateErrors(validate(values)),
  })
  const submit = form.onSubmit((values) =>
    send.mutate(
      { id: invoice.id, ...values },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('send.sent', { to: values.to }) })
          onDone()
        },
        onError: (error) =>
          showServerError(error, { setFieldError: form.setFieldError, fieldOf: fieldIn(fields) }),
      },
    ),
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('send.to')}
          type="email"
          dir="ltr"
          required
          data-autofocus
          {...form.getInputProps('to')}
        />
        <TextInput label={t('send.subject')} required {...form.getInputProps('subject')} />
        <Textarea
          label={t('send.message')}
          required
          autosize
          minRows={6}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel', { ns: 'shell' })}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('send.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
