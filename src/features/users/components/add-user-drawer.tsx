import { Button, Drawer, Group, Stack } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useTranslation } from '@/lib/use-translation'
import { fieldIn, showServerError } from '@/components/server-errors'
import type { User, UserPlan, UserRole } from '@/contract/users'
import { translateErrors } from '@/lib/messages'
import { useAddUser } from '../api/add-user'
import { addUserFormSchema, type AddUserFormValues } from '../schemas'
import { UserAccountFields, userAccountFields } from './user-fields'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'

interface AddUserDrawerProps {
  opened: boolean
  onClose: () => void
  onAdded: (user: User) => void
}

const validate = schemaResolver(addUserFormSchema, { sync: true })

/** "Add new user": a side drawer with the user's account fields. */
export function AddUserDrawer({ opened, onClose, onAdded }: AddUserDrawerProps) {
  const { t } = useTranslation('users')
  const drawer = useDrawnWhenOpened(opened)
  if (!drawer.drawn) return null
  return (
    <Drawer
      opened={drawer.opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('add.title')}
      closeButtonProps={{ 'aria-label': t('common.close', { ns: 'shell' }) }}
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
  const { t } = useTranslation('users')
  const addUser = useAddUser()
  const form = useForm<AddUserFormValues>({
    initialValues: emptyValues,
    validate: (values) => translateErrors(validate(values)),
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
          notifications.show({ color: 'green', message: t('add.done', { name: user.fullName }) })
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
        <UserAccountFields getInputProps={(field) => form.getInputProps(field)} focusFirst />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel', { ns: 'shell' })}
          </Button>
          <Button type="submit" loading={addUser.isPending}>
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
