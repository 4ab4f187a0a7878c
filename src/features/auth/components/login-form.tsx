import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'
import { schemaResolver, useForm } from '@mantine/form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { useStore } from 'zustand'
import { authMessages, type AuthUser } from '@/contract/auth'
import { translateErrors, translateMessage } from '@/lib/messages'
import { sessionStore } from '@/lib/session'
import { fieldIn, showServerError } from '@/components/server-errors'
import { useLogin } from '../api/login'
import { loginFormSchema } from '../schemas'
import { DemoAccounts } from './demo-accounts'
import { FormError } from './form-error'

const validate = schemaResolver(loginFormSchema, { sync: true })

interface LoginFormProps {
  onSignedIn: (user: AuthUser) => void
  registerHref: string
  forgotPasswordHref: string
}

/** Email and password sign-in against `login`. */
export function LoginForm({ onSignedIn, registerHref, forgotPasswordHref }: LoginFormProps) {
  const { t } = useTranslation('auth')
  const loginMutation = useLogin()
  const [formError, setFormError] = useState<string>()
  const idle = useStore(
    sessionStore,
    (state) => state.status === 'signed-out' && state.endReason === 'idle',
  )
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: (values) => translateErrors(validate(values)),
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
          onOther: () => setFormError(translateMessage(authMessages.unexpected)),
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
          {/* The session ended because the user did nothing for the refresh token's life. */}
          {idle && !formError && (
            <Alert color="blue" variant="light" icon={<IconClock aria-hidden />} role="status">
              {t('login.signedOutIdle')}
            </Alert>
          )}
          <FormError message={formError} />
          <TextInput
            label={t('field.email')}
            type="email"
            dir="ltr"
            autoComplete="username"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('field.password')}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={forgotPasswordHref} size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('login.newHere')}{' '}
        <Anchor component={Link} to={registerHref}>
          {t('login.createAccount')}
        </Anchor>
      </Text>
    </Stack>
  )
}
