import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import i18next from 'i18next'
import { loadNamespaces } from './i18n'

export const UPDATE_TOAST_ID = 'pwa-update'

/** A toast that stays until the user takes the new version ("Reload": the new worker takes over and the page reloads). */
export function showUpdateToast(activate: () => Promise<void>): void {
  // The shell's words, loaded first: a sign-in page has only its own.
  void loadNamespaces('shell').then(() => show(activate))
}

function show(activate: () => Promise<void>) {
  const t = i18next.getFixedT(null, 'shell')
  notifications.show({
    id: UPDATE_TOAST_ID,
    autoClose: false,
    title: t('update.title'),
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="inherit">
          {t('update.message')}
        </Text>
        <Button size="xs" onClick={() => void activate()}>
          {t('update.reload')}
        </Button>
      </Group>
    ),
  })
}
