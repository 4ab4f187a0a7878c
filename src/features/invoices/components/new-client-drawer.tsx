import { Button, Drawer, Group, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { addClientRequestSchema, type InvoiceClient } from '@/contract/invoices'
import { fieldIn, showServerError } from '@/components/server-errors'
import { translateErrors } from '@/lib/messages'
import { useAddClient } from '../api/add-client'

const newClientSchema = addClientRequestSchema.shape.client
const validate = schemaResolver(newClientSchema, { sync: true })
const fields = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const

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
  return (
    <Drawer
      opened={opened}
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
        <TextInput
          label={t('newClient.name')}
          required
          maxLength={80}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('newClient.company')}
          required
          maxLength={120}
          autoComplete="off"
          {...form.getInputProps('company')}
        />
        <TextInput
          label={t('newClient.email')}
          type="email"
          dir="ltr"
          required
          autoComplete="off"
          {...form.getInputProps('companyEmail')}
        />
        <TextInput
          label={t('newClient.address')}
          required
          maxLength={200}
          autoComplete="off"
          {...form.getInputProps('address')}
        />
        <TextInput
          label={t('newClient.country')}
          required
          maxLength={60}
          autoComplete="off"
          {...form.getInputProps('country')}
        />
        <TextInput
          label={t('newClient.contact')}
          description={t('newClient.contactHint')}
          type="tel"
          dir="ltr"
          required
          maxLength={40}
          autoComplete="off"
          {...form.getInputProps('contact')}
        />
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
