import {
  List,
  PasswordInput,
  SimpleGrid,
  Text,
  ThemeIcon,
  VisuallyHidden,
  type PasswordInputProps,
} from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { passwordRules } from '@/contract/password'
import { translateMessage } from '@/lib/messages'

/** What `form.getInputProps(path)` gives a field. */
type FieldProps = Pick<
  PasswordInputProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
>

/** The new password's rules, each ticked as the password meets it. */
function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation()
  return (
    <List spacing={4} size="sm" id={id} aria-label={t('newPassword.rules')}>
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
            {translateMessage(rule.label)}
            <VisuallyHidden> {met ? t('newPassword.met') : t('newPassword.notMet')}</VisuallyHidden>
          </List.Item>
        )
      })}
    </List>
  )
}

/**
 * A new password typed twice, with its rules ticked as it is typed: the one
 * form piece of every page that sets a password (account settings, reset password).
 */
export function NewPasswordFields({
  password,
  confirm,
  value,
  passwordLabel,
  confirmLabel,
  side = false,
}: {
  /** `form.getInputProps('…')` of the new password and of its confirmation. */
  password: FieldProps
  confirm: FieldProps
  /** The new password as typed, for the rules. */
  value: string
  /** Default: "New password" and "Confirm new password". */
  passwordLabel?: string
  confirmLabel?: string
  /** The two fields side by side from the small breakpoint up. */
  side?: boolean
}) {
  const { t } = useTranslation()
  const rulesId = useId()
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: side ? 2 : 1 }} spacing="md">
        <PasswordInput
          label={passwordLabel ?? t('newPassword.password')}
          required
          autoComplete="new-password"
          aria-describedby={rulesId}
          {...password}
        />
        <PasswordInput
          label={confirmLabel ?? t('newPassword.confirm')}
          required
          autoComplete="new-password"
          {...confirm}
        />
      </SimpleGrid>
      <Text fw={500} size="sm" mt="md" mb="xs" aria-hidden>
        {t('newPassword.rules')}
      </Text>
      <PasswordRules id={rulesId} password={value} />
    </>
  )
}
