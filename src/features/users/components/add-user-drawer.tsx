import { Button, Drawer, Group, Stack } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { fieldIn, showServerError } from '@/components/server-errors'
import type { User, UserPlan, UserRole } from '@/contract/users'
import { useAddUser } from '../api/add-user'
import { addUserFormSchema, type AddUserFormValues } from '../schemas'
import { UserAccountFields, userAccountFields } from './user-fields'

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
            fieldOf: fieldIn(userAccountFields, 'user.'),
          }),
      },
    )
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <UserAccountFields input={(field) => form.getInputProps(field)} focusFirst />
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
