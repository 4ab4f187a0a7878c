import { Alert, Button, Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { translateMessage } from '@/lib/messages'

/** A failed call, in place of what it should have shown: what went wrong, and a retry. */
export function QueryError({
  error,
  onRetry,
  title,
}: {
  error: Error
  onRetry: () => void
  title?: string
}) {
  const { t } = useTranslation()
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title ?? t('queryError.title')}
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{translateMessage(error.message)}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t('queryError.retry')}
        </Button>
      </Group>
    </Alert>
  )
}
