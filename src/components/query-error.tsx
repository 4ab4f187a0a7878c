import { Alert, Button, Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'

/** A failed call, in place of what it should have shown: what went wrong, and a retry. */
export function QueryError({
  error,
  onRetry,
  title = 'This could not be loaded',
}: {
  error: Error
  onRetry: () => void
  title?: string
}) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Try again
        </Button>
      </Group>
    </Alert>
  )
}
