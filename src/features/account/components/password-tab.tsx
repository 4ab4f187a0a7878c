import { Box, PasswordInput, SimpleGrid } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useTranslation } from '@/lib/use-translation'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import { NewPasswordFields } from '@/components/new-password-fields'
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@/contract/account'
import { translateErrors } from '@/lib/messages'
import { useChangePassword } from '../api/change-password'
import { FormActions, useSaveToasts } from './form-helpers'

const validate = schemaResolver(changePasswordRequestSchema, { sync: true })
const empty: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Change password: the current one must be right; the new one meets the rules and is typed twice. */
export function PasswordTab() {
  const { t } = useTranslation('account')
  const change = useChangePassword()
  const { showSaved, showSaveError } = useSaveToasts()
  const form = useForm<ChangePasswordRequest>({
    initialValues: empty,
    validate: (values) => translateErrors(validate(values)),
  })
  useUnsavedChanges(form.isDirty())
  const submit = form.onSubmit((request) =>
    change.mutate(request, {
      onSuccess: () => {
        form.reset()
        showSaved(t('toast.passwordChanged'))
      },
      onError: (error) => showSaveError(error, form.setFieldError),
    }),
  )
  return (
    <form onSubmit={submit} noValidate aria-label={t('tabs.password')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PasswordInput
          label={t('password.current')}
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
        saveLabel={t('tabs.password')}
      />
    </form>
  )
}
