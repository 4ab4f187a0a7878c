import { Button, Drawer, Group, Select, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { fieldIn, showServerError } from '@/components/server-errors'
import type { User, UserPlan, UserRole } from '@/contract/users'
import { useAddUser } from '../api/add-user'
import { addUserFormSchema, type AddUserFormValues } from '../schemas'
import { countryOptions, planOptions, roleOptions } from './user-options'

interface AddUserDrawerProps {
  opened: boolean
  onClose: () => void
  onAdded: (user: User) => void
}

/** "Add new user": a side drawer with the user's account fields. */
export function AddUserDrawer({ opened, onClose, onAdded }: AddUserDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title="Add new user"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <AddUserForm onCancel={onClose} onAdded={onAdded} />
    </Drawer>
  )
}

const fields = [
  'fullName',
  'username',
  'email',
  'contact',
  'company',
  'country',
  'role',
  'currentPlan',
] as const

const emptyValues: AddUserFormValues = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: null,
  role: null,
  currentPlan: null,
}

function AddUserForm({
  onCancel,
  onAdded,
}: {
  onCancel: () => void
  onAdded: (user: User) => void
}) {
  const addUser = useAddUser()
  const form = useForm<AddUserFormValues>({
    initialValues: emptyValues,
    validate: schemaResolver(addUserFormSchema, { sync: true }),
  })

  const submit = form.onSubmit((values) => {
    addUser.mutate(
      {
        fullName: values.fullName.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        contact: values.contact.trim(),
        company: values.company.trim(),
        country: values.country ?? '',
        role: values.role as UserRole,
        currentPlan: values.currentPlan as UserPlan,
      },
      {
        onSuccess: ({ user }) => {
          notifications.show({ color: 'green', message: `${user.fullName} was added` })
          form.reset()
          onAdded(user)
        },
        onError: (error) =>
          showServerError(error, {
            setFieldError: form.setFieldError,
            fieldOf: fieldIn(fields, 'user.'),
          }),
      },
    )
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Full name"
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label="Username"
          required
          autoComplete="off"
          description="3–30 letters, digits, “.”, “_” or “-”"
          {...form.getInputProps('username')}
        />
        <TextInput
          label="Email"
          type="email"
          dir="ltr"
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Contact"
          type="tel"
          dir="ltr"
          required
          autoComplete="off"
          placeholder="+39 333 1234567"
          {...form.getInputProps('contact')}
        />
        <TextInput label="Company" required autoComplete="off" {...form.getInputProps('company')} />
        <Select
          label="Country"
          required
          searchable
          allowDeselect={false}
          data={countryOptions}
          {...form.getInputProps('country')}
        />
        <Select
          label="Role"
          required
          allowDeselect={false}
          data={roleOptions}
          {...form.getInputProps('role')}
        />
        <Select
          label="Plan"
          required
          allowDeselect={false}
          data={planOptions}
          {...form.getInputProps('currentPlan')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={addUser.isPending}>
            Add
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
