import { Box, PasswordInput, SimpleGrid } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import { NewPasswordFields } from '@/components/new-password-fields'
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@/contract/account'
import { useChangePassword } from '../api/change-password'
import { FormActions, showSaved, showSaveError } from './form-helpers'

const empty: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Change password: the current one must be right; the new one meets the rules and is typed twice. */
export function PasswordTab() {
  const change = useChangePassword()
  const form = useForm<ChangePasswordRequest>({
    initialValues: empty,
    validate: schemaResolver(changePasswordRequestSchema, { sync: true }),
  })
  useUnsavedChanges(form.isDirty())
  const submit = form.onSubmit((request) =>
    change.mutate(request, {
      onSuccess: () => {
        form.reset()
        showSaved('Password changed')
      },
      onError: (error) => showSaveError(error, form.setFieldError),
    }),
  )
  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PasswordInput
          label="Current password"
          required
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
      </SimpleGrid>
      <Box mt="md">
        <NewPasswordFields
          password={form.getInputProps('newPassword')}
          confirm={form.getInputProps('confirmPassword')}
          value={form.values.newPassword}
          side
        />
      </Box>
      <FormActions
        dirty={form.isDirty()}
        saving={change.isPending}
        onDiscard={() => form.reset()}
        saveLabel="Change password"
      />
    </form>
  )
}
