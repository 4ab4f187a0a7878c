import { Alert, Button, Center, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import { translateMessage } from '@/lib/messages'

/** Shown in place of a page whose data or code failed to load: says what happened and offers a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  const message = error instanceof Error ? translateMessage(error.message) : t('routeError.unknown')
  return (
    <Center py="xl">
      <Stack maw={520} w="100%">
        <Alert
          color="red"
          variant="light"
          title={t('routeError.title')}
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
        >
          <Text size="sm">{message}</Text>
        </Alert>
        <Button
          onClick={() => {
            queryReset.reset()
            reset()
            void router.invalidate()
          }}
          w="fit-content"
        >
          {t('routeError.retry')}
        </Button>
      </Stack>
    </Center>
  )
}
