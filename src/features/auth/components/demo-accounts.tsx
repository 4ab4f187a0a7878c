import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'

export const demoAccounts = [
  { label: 'Admin', email: 'admin@demo.com', password: 'admin' },
  { label: 'Client', email: 'client@demo.com', password: 'client' },
] as const

/** The sign-in hint: both demo accounts, each one click from filling the form. */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  return (
    <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title="Demo accounts">
      <Stack gap={6}>
        {demoAccounts.map((account) => (
          <Group key={account.email} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">
              {account.label}: <strong>{account.email}</strong> /{' '}
              <strong>{account.password}</strong>
            </Text>
            <Button
              size="compact-xs"
              variant="default"
              // The account's text wraps instead: at 375 px the button was clipped to "Us".
              flex="none"
              onClick={() => onPick(account.email, account.password)}
              aria-label={`Use the ${account.label.toLowerCase()} demo account`}
            >
              Use
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  )
}
