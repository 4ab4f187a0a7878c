import { Button, Drawer, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { z } from 'zod/mini'
import { sendInvoiceRequestSchema, type Invoice } from '@/contract/invoices'
import { config } from '@/lib/config'
import { fieldIn, showServerError } from '@/components/server-errors'
import { useSendInvoice } from '../api/send-invoice'
import { formatBalance } from '../money'

const sendFormSchema = z.omit(sendInvoiceRequestSchema, { id: true })
type SendFormValues = z.infer<typeof sendFormSchema>
const fields = ['to', 'subject', 'message'] as const

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
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title="Send invoice"
      closeButtonProps={{ 'aria-label': 'Close' }}
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
  const send = useSendInvoice()
  const issuer = config().clientName
  const form = useForm<SendFormValues>({
    initialValues: {
      to: invoice.client.companyEmail,
      subject: `Invoice #${String(invoice.id)} from ${issuer}`,
      message: `Dear ${invoice.client.name},\n\nThank you for your business. Please find invoice #${String(invoice.id)} attached; the balance due is ${formatBalance(invoice.balance)}.\n\nKind regards,\n${issuer}`,
    },
    validate: schemaResolver(sendFormSchema, { sync: true }),
  })
  const submit = form.onSubmit((values) =>
    send.mutate(
      { id: invoice.id, ...values },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `Invoice sent to ${values.to}` })
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
        <TextInput label="To" type="email" required data-autofocus {...form.getInputProps('to')} />
        <TextInput label="Subject" required {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={6}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
