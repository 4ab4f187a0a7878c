import { notifications } from '@mantine/notifications'
import { onStorageFull } from '@/lib/browser-storage'

export const STORAGE_FULL_TITLE = 'Your choices will not be remembered'
export const STORAGE_FULL_MESSAGE =
  'This browser’s storage is full or turned off. You stay signed in and your choices apply, until this tab is closed or reloaded.'

/** The first write the browser refuses is said once, as a toast; the app goes on in memory. */
onStorageFull(() => {
  notifications.show({ color: 'yellow', title: STORAGE_FULL_TITLE, message: STORAGE_FULL_MESSAGE })
})
