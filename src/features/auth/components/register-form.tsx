import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { authMessages, type AuthUser } from '@/contract/auth'
import { showServerError } from '@/components/server-errors'
import { useRegister } from '../api/register'
import { registerFormSchema, type RegisterFormValues } from '../schemas'
import { FormError } from './form-error'

interface RegisterFormProps {
  onRegistered: (user: AuthUser) => void
  loginHref: string
}

/** Creates an account with `register` and signs in with it. */
export function RegisterForm({ onRegistered, loginHref }: RegisterFormProps) {
  const registerMutation = useRegister()
  const [formError, setFormError] = useState<string>()
  const form = useForm<RegisterFormValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', email: '', password: '', acceptTerms: false as unknown as true },
    validate: schemaResolver(registerFormSchema, { sync: true }),
    validateInputOnBlur: true,
  })

  const submit = form.onSubmit(({ username, email, password }) => {
    setFormError(undefined)
    registerMutation.mutate(
      { username, email, password },
      {
        onSuccess: (data) => {
          if ('user' in data) onRegistered(data.user)
          else form.setErrors(data.error)
        },
        onError: (error) =>
          showServerError(error, {
            setFieldError: form.setFieldError,
            onOther: () => setFormError(authMessages.unexpected),
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
            label="Username"
            autoComplete="username"
            required
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters, with a lowercase letter and an uppercase letter, number or symbol"
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Checkbox
            label="I agree to the privacy policy and terms"
            key={form.key('acceptTerms')}
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth loading={registerMutation.isPending}>
            Sign up
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={loginHref}>
          Sign in instead
        </Anchor>
      </Text>
    </Stack>
  )
}
