import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconMailCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { forgotPasswordFormSchema } from '../schemas'

/**
 * Asks for the account's email and confirms. There is no call for it, so
 * nothing is sent (docs/decisions.md); the answer never says whether
 * the address has an account.
 */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const [sentTo, setSentTo] = useState<string>()
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordFormSchema, { sync: true }),
    validateInputOnBlur: true,
  })

  return (
    <Stack gap="md">
      {sentTo ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconMailCheck aria-hidden />}
          title="Check your inbox"
          role="status"
        >
          If an account exists for <strong>{sentTo}</strong>, a link to reset its password is on its
          way.
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit(({ email }) => setSentTo(email))} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth>
              Send reset link
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
