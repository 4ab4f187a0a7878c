import { Alert, Button, Center, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'

/** Shown in place of a page whose data or code failed to load: says what happened and offers a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  const message = error instanceof Error ? error.message : 'Something went wrong.'
  return (
    <Center py="xl">
      <Stack maw={520} w="100%">
        <Alert
          color="red"
          variant="light"
          title="This page could not be shown"
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
          Try again
        </Button>
      </Stack>
    </Center>
  )
}
