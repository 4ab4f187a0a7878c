import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { NewPasswordFields } from '@/components/new-password-fields'
import { resetPasswordFormSchema } from '../schemas'

/** Sets a new password (twice, with the strength rules) and confirms. A demo page: see docs/decisions.md. */
export function ResetPasswordForm({ loginHref }: { loginHref: string }) {
  const [done, setDone] = useState(false)
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
    validateInputOnBlur: true,
  })

  return (
    <Stack gap="md">
      {done ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title="Password reset"
          role="status"
        >
          Your password has been changed. Sign in with the new one.
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit(() => setDone(true))} noValidate>
          <Stack gap="md">
            <NewPasswordFields
              password={form.getInputProps('password')}
              confirm={form.getInputProps('confirmPassword')}
              value={form.values.password}
              confirmLabel="Confirm password"
            />
            <Button type="submit" fullWidth>
              Set new password
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={loginHref}>
          Back to sign in
        </Anchor>
      </Text>
    </Stack>
  )
}
