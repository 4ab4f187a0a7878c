import { Button, Drawer, Group, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useTranslation } from '@/lib/use-translation'
import { addClientRequestSchema, type InvoiceClient } from '@/contract/invoices'
import { fieldIn, showServerError } from '@/components/server-errors'
import { translateErrors } from '@/lib/messages'
import { useAddClient } from '../api/add-client'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'

const newClientSchema = addClientRequestSchema.shape.client
const validate = schemaResolver(newClientSchema, { sync: true })

/**
 * The form's fields in order, each required: its label's key, its longest text, and for an email
 * or a phone number the input's type (written left to right in every language).
 */
const inputs: readonly {
  field: keyof InvoiceClient
  label: string
  hint?: string
  type?: 'email' | 'tel'
  maxLength?: number
}[] = [
  { field: 'name', label: 'newClient.name', maxLength: 80 },
  { field: 'company', label: 'newClient.company', maxLength: 120 },
  { field: 'companyEmail', label: 'newClient.email', type: 'email' },
  { field: 'address', label: 'newClient.address', maxLength: 200 },
  { field: 'country', label: 'newClient.country', maxLength: 60 },
  {
    field: 'contact',
    label: 'newClient.contact',
    hint: 'newClient.contactHint',
    type: 'tel',
    maxLength: 40,
  },
]
const fields = inputs.map((input) => input.field)

/** "New client": a client not billed yet, saved so every invoice form offers them. */
export function NewClientDrawer({
  opened,
  name,
  onClose,
  onAdded,
}: {
  opened: boolean
  /** What was typed in the client picker, as the name to start from. */
  name: string
  onClose: () => void
  onAdded: (client: InvoiceClient) => void
}) {
  const { t } = useTranslation('invoices')
  const drawer = useDrawnWhenOpened(opened)
  if (!drawer.drawn) return null
  return (
    <Drawer
      opened={drawer.opened}
      onClose={onClose}
      position="right"
      title={t('newClient.title')}
      closeButtonProps={{ 'aria-label': t('newClient.close') }}
    >
      {/* Keyed, so each opening starts from a blank form. */}
      <NewClientForm key={String(opened)} name={name} onCancel={onClose} onAdded={onAdded} />
    </Drawer>
  )
}

function NewClientForm({
  name,
  onCancel,
  onAdded,
}: {
  name: string
  onCancel: () => void
  onAdded: (client: InvoiceClient) => void
}) {
  const { t } = useTranslation('invoices')
  const addClient = useAddClient()
  const form = useForm<InvoiceClient>({
    initialValues: { name, company: '', companyEmail: '', address: '', country: '', contact: '' },
    validate: (values) => translateErrors(validate(values)),
  })
  const submit = form.onSubmit((values) =>
    addClient.mutate(newClientSchema.parse(values), {
      onSuccess: ({ client }) => onAdded(client),
      onError: (error) =>
        showServerError(error, {
          setFieldError: form.setFieldError,
          fieldOf: fieldIn(fields, 'client.'),
          title: t('newClient.notAdded'),
        }),
    }),
  )
  return (
    <form
      // The drawer sits inside the invoice form in React's tree (its portal only leaves the DOM's),
      // where a submit would bubble on to the invoice's own.
      onSubmit={(event) => {
        event.stopPropagation()
        submit(event)
      }}
      noValidate
      aria-label={t('newClient.title')}
    >
      <Stack>
        {inputs.map(({ field, label, hint, type, maxLength }, index) => (
          <TextInput
            key={field}
            label={t(label)}
            description={hint && t(hint)}
            type={type}
            dir={type && 'ltr'}
            required
            maxLength={maxLength}
            autoComplete="off"
            // The drawer opens with the first field focused.
            data-autofocus={index === 0 || undefined}
            {...form.getInputProps(field)}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={addClient.isPending}>
            {t('newClient.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
