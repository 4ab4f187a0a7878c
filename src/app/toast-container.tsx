import { Notifications } from '@mantine/notifications'
import { TOAST_SETTINGS } from './toasts'

/** Above drawers and modals (200), below menus and popovers (300), so a toast never hides an open navbar menu. */
export default function ToastContainer() {
  return <Notifications {...TOAST_SETTINGS} zIndex={250} />
}
