import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'

const demoAccounts = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const

/** The sign-in hint: both demo accounts, each one click from filling the form. */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth')
  return (
    <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={t('demo.title')}>
      <Stack gap={6}>
        {demoAccounts.map((account) => (
          <Group key={account.email} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">
              {t('demo.account', { role: t(`demo.${account.role}.role`) })}{' '}
              <strong>{account.email}</strong> / <strong>{account.password}</strong>
            </Text>
            <Button
              size="compact-xs"
              variant="default"
              // The account's text wraps instead: at 375 px the button was clipped to "Us".
              flex="none"
              onClick={() => onPick(account.email, account.password)}
              aria-label={t(`demo.${account.role}.use`)}
            >
              {t('demo.use')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  )
}
