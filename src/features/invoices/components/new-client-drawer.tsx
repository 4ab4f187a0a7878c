import { Button, Drawer, Group, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { addClientRequestSchema, type InvoiceClient } from '@/contract/invoices'
import { fieldIn, showServerError } from '@/components/server-errors'
import { useAddClient } from '../api/add-client'

const newClientSchema = addClientRequestSchema.shape.client
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
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title="New client"
      closeButtonProps={{ 'aria-label': 'Close' }}
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
  const addClient = useAddClient()
  const form = useForm<InvoiceClient>({
    initialValues: { name, company: '', companyEmail: '', address: '', country: '', contact: '' },
    validate: schemaResolver(newClientSchema, { sync: true }),
  })
  const submit = form.onSubmit((values) =>
    addClient.mutate(newClientSchema.parse(values), {
      onSuccess: ({ client }) => onAdded(client),
      onError: (error) =>
        showServerError(error, {
          setFieldError: form.setFieldError,
          fieldOf: fieldIn(fields, 'client.'),
          title: 'Client not added',
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
      aria-label="New client"
    >
      <Stack>
        <TextInput
          label="Name"
          required
          maxLength={80}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Company"
          required
          maxLength={120}
          autoComplete="off"
          {...form.getInputProps('company')}
        />
        <TextInput
          label="Email"
          type="email"
          dir="ltr"
          required
          autoComplete="off"
          {...form.getInputProps('companyEmail')}
        />
        <TextInput
          label="Address"
          required
          maxLength={200}
          autoComplete="off"
          {...form.getInputProps('address')}
        />
        <TextInput
          label="Country"
          required
          maxLength={60}
          autoComplete="off"
          {...form.getInputProps('country')}
        />
        <TextInput
          label="Contact"
          description="A phone number"
          type="tel"
          dir="ltr"
          required
          maxLength={40}
          autoComplete="off"
          {...form.getInputProps('contact')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={addClient.isPending}>
            Add client
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
