import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'

export const UPDATE_TOAST_ID = 'pwa-update'

/** A toast that stays until the user takes the new version ("Reload": the new worker takes over and the page reloads). */
export function showUpdateToast(activate: () => Promise<void>): void {
  notifications.show({
    id: UPDATE_TOAST_ID,
    autoClose: false,
    title: 'A new version is available',
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="inherit">
          Reload to use it.
        </Text>
        <Button size="xs" onClick={() => void activate()}>
          Reload
        </Button>
      </Group>
    ),
  })
}
