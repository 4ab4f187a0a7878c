import { notifications } from '@mantine/notifications'
import { onStorageFull } from '@/lib/browser-storage'
import { translateMessage } from '@/lib/messages'

export const STORAGE_FULL_TITLE = 'Your choices will not be remembered'
export const STORAGE_FULL_MESSAGE =
  'This browser’s storage is full or turned off. You stay signed in and your choices apply, until this tab is closed or reloaded.'

/**
 * The first write the browser refuses is said once, as a toast; the app goes on in memory. It may
 * come on any page, the sign-in page too: its words are in `messages`, which every page loads.
 */
onStorageFull(() => {
  notifications.show({
    color: 'yellow',
    title: translateMessage(STORAGE_FULL_TITLE),
    message: translateMessage(STORAGE_FULL_MESSAGE),
  })
})
