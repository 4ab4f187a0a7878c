import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { NewPasswordFields } from '@/components/new-password-fields'
import { translateErrors } from '@/lib/messages'
import { resetPasswordFormSchema } from '../schemas'

const validate = schemaResolver(resetPasswordFormSchema, { sync: true })

/** Sets a new password (twice, with the strength rules) and confirms. A demo page: see docs/decisions.md. */
export function ResetPasswordForm({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation('auth')
  const [done, setDone] = useState(false)
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => translateErrors(validate(values)),
    validateInputOnBlur: true,
  })

  return (
    <Stack gap="md">
      {done ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('reset.doneTitle')}
          role="status"
        >
          {t('reset.done')}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit(() => setDone(true))} noValidate>
          <Stack gap="md">
            <NewPasswordFields
              password={form.getInputProps('password')}
              confirm={form.getInputProps('confirmPassword')}
              value={form.values.password}
              confirmLabel={t('reset.confirm')}
            />
            <Button type="submit" fullWidth>
              {t('reset.submit')}
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
