import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { authMessages, type AuthUser } from '@/contract/auth'
import { showServerError } from '@/components/server-errors'
import { translateErrors, translateMessage } from '@/lib/messages'
import { useRegister } from '../api/register'
import { registerFormSchema, type RegisterFormValues } from '../schemas'
import { FormError } from './form-error'

const validate = schemaResolver(registerFormSchema, { sync: true })

interface RegisterFormProps {
  onRegistered: (user: AuthUser) => void
  loginHref: string
}

/** Creates an account with `register` and signs in with it. */
export function RegisterForm({ onRegistered, loginHref }: RegisterFormProps) {
  const { t } = useTranslation('auth')
  const registerMutation = useRegister()
  const [formError, setFormError] = useState<string>()
  const form = useForm<RegisterFormValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', email: '', password: '', acceptTerms: false as unknown as true },
    validate: (values) => translateErrors(validate(values)),
    validateInputOnBlur: true,
  })

  const submit = form.onSubmit(({ username, email, password }) => {
    setFormError(undefined)
    registerMutation.mutate(
      { username, email, password },
      {
        onSuccess: (data) => {
          if ('user' in data) onRegistered(data.user)
          else form.setErrors(translateErrors(data.error))
        },
        onError: (error) =>
          showServerError(error, {
            setFieldError: form.setFieldError,
            onOther: () => setFormError(translateMessage(authMessages.unexpected)),
          }),
      },
    )
  })

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label={t('register.username')}
            autoComplete="username"
            required
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('field.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('field.password')}
            description={t('register.passwordRules')}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Checkbox
            label={t('register.acceptTerms')}
            key={form.key('acceptTerms')}
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth loading={registerMutation.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to={loginHref}>
          {t('register.signInInstead')}
        </Anchor>
      </Text>
    </Stack>
  )
}
