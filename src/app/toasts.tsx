import { notificationsStore, useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'

export const TOAST_SETTINGS = { position: 'top-right', autoClose: 3000, limit: 2 } as const

// The store sorts a toast into "shown" or "queued" when it is shown, by its limit and position:
// set them now, so toasts shown before the container has loaded keep the same rules.
notificationsStore.updateState((state) => ({
  ...state,
  limit: TOAST_SETTINGS.limit,
  defaultPosition: TOAST_SETTINGS.position,
}))

const ToastContainer = lazy(() => import('./toast-container'))

/**
 * The toast area. Its container (transitions, swipe to dismiss) is fetched with the first toast,
 * not with the first page: most visits to /login never show one, and it is a fifth of the
 * sign-in page's JavaScript otherwise.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications(notificationsStore)
  const [wanted, setWanted] = useState(false)
  if (!wanted && notifications.length + queue.length > 0) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  )
}
