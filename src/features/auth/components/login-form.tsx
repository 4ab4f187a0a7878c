import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'
import { schemaResolver, useForm } from '@mantine/form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useStore } from 'zustand'
import { authMessages, type AuthUser } from '@/contract/auth'
import { sessionStore } from '@/lib/session'
import { fieldIn, showServerError } from '@/components/server-errors'
import { useLogin } from '../api/login'
import { loginFormSchema } from '../schemas'
import { DemoAccounts } from './demo-accounts'
import { FormError } from './form-error'

/** Shown after the session ended because the user did nothing for the refresh token's life. */
export const SIGNED_OUT_IDLE =
  'You were signed out after 10 minutes without activity. Sign in again to go on where you were.'

interface LoginFormProps {
  onSignedIn: (user: AuthUser) => void
  registerHref: string
  forgotPasswordHref: string
}

/** Email and password sign-in against `login`. */
export function LoginForm({ onSignedIn, registerHref, forgotPasswordHref }: LoginFormProps) {
  const loginMutation = useLogin()
  const [formError, setFormError] = useState<string>()
  const idle = useStore(
    sessionStore,
    (state) => state.status === 'signed-out' && state.endReason === 'idle',
  )
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginFormSchema, { sync: true }),
    validateInputOnBlur: true,
  })

  const submit = form.onSubmit((values) => {
    setFormError(undefined)
    loginMutation.mutate(values, {
      onSuccess: (data) => onSignedIn(data.userData),
      onError: (error) =>
        showServerError(error, {
          setFieldError: form.setFieldError,
          fieldOf: fieldIn(['email']),
          onOther: () => setFormError(authMessages.unexpected),
        }),
    })
  })

  return (
    <Stack gap="md">
      <DemoAccounts
        onPick={(email, password) => {
          form.setValues({ email, password })
          form.clearErrors()
        }}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {idle && !formError && (
            <Alert color="blue" variant="light" icon={<IconClock aria-hidden />} role="status">
              {SIGNED_OUT_IDLE}
            </Alert>
          )}
          <FormError message={formError} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={forgotPasswordHref} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        New on our platform?{' '}
        <Anchor component={Link} to={registerHref}>
          Create an account
        </Anchor>
      </Text>
    </Stack>
  )
}
