import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconMailCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { translateErrors } from '@/lib/messages'
import { forgotPasswordFormSchema } from '../schemas'

const validate = schemaResolver(forgotPasswordFormSchema, { sync: true })

/**
 * Asks for the account's email and confirms. There is no call for it, so
 * nothing is sent (docs/decisions.md); the answer never says whether
 * the address has an account.
 */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation('auth')
  const [sentTo, setSentTo] = useState<string>()
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: (values) => translateErrors(validate(values)),
    validateInputOnBlur: true,
  })

  return (
    <Stack gap="md">
      {sentTo ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconMailCheck aria-hidden />}
          title={t('forgot.sentTitle')}
          role="status"
        >
          {t('forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit(({ email }) => setSentTo(email))} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('field.email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={loginHref}>
          {t('backToLogin')}
        </Anchor>
      </Text>
    </Stack>
  )
}
