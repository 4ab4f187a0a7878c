import { List, PasswordInput, SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconCheck, IconX } from '@tabler/icons-react'
import {
  changePasswordRequestSchema,
  passwordRules,
  type ChangePasswordRequest,
} from '@/contract/account'
import { useChangePassword } from '../api/change-password'
import { FormActions, showSaved, showSaveError } from './form-helpers'

const empty: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** The new password's rules, each ticked as the password meets it. */
function PasswordRules({ password }: { password: string }) {
  return (
    <List spacing={4} size="sm" id="password-rules" aria-label="Password requirements">
      {passwordRules.map((rule) => {
        const met = rule.test(password)
        return (
          <List.Item
            key={rule.label}
            icon={
              <ThemeIcon color={met ? 'green' : 'gray'} size={18} radius="xl" variant="light">
                {met ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
              </ThemeIcon>
            }
          >
            {rule.label}
            <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
          </List.Item>
        )
      })}
    </List>
  )
}

/** Change password: the current one must be right; the new one meets the rules and is typed twice. */
export function PasswordTab() {
  const change = useChangePassword()
  const form = useForm<ChangePasswordRequest>({
    initialValues: empty,
    validate: schemaResolver(changePasswordRequestSchema, { sync: true }),
  })
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        <PasswordInput
          label="New password"
          required
          autoComplete="new-password"
          aria-describedby="password-rules"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
      </SimpleGrid>
      <Text fw={500} size="sm" mt="lg" mb="xs">
        Password requirements
      </Text>
      <PasswordRules password={form.values.newPassword} />
      <FormActions
        dirty={form.isDirty()}
        saving={change.isPending}
        onDiscard={() => form.reset()}
        saveLabel="Change password"
      />
    </form>
  )
}
