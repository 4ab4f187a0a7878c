// The page's side of the push SharedWorker (src/workers/push-worker.ts). It is
// loaded only once a session is stored (push-session.ts), so the sign-in pages
// never fetch it.
import { notifications, notificationsStore as toastStore } from '@mantine/notifications'
import { translateMessage } from '@/lib/messages'
import {
  parseWorkerMessage,
  pushIntervalMs,
  type PageMessage,
  type PushItem,
} from '@/workers/push-protocol'
import {
  addNotification,
  clearNotifications,
  markAllReadLocally,
  notificationsStore,
  replaceNotifications,
  setPushSupported,
} from './notifications-store'

/** SPEC section 8, word for word. */
export const SHARED_WORKER_UNSUPPORTED = 'Your browser does not support SharedWorkers'

type StartMessage = Extract<PageMessage, { type: 'start' }>

let port: MessagePort | undefined
let unsupported = false
/** What this tab last told the worker while signed in (sent again when the page comes back from the back/forward cache). */
let current: StartMessage | undefined

function post(message: PageMessage) {
  port?.postMessage(message)
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * No SharedWorker: said once per page, as a warning (SPEC's words) and a toast (in the user's
 * language); the rest of the app works on.
 */
function reportUnsupported() {
  unsupported = true
  setPushSupported(false)
  console.warn(SHARED_WORKER_UNSUPPORTED)
  notifications.show({
    id: 'push-unsupported',
    color: 'yellow',
    message: translateMessage(SHARED_WORKER_UNSUPPORTED),
  })
}

const TOAST_PREFIX = 'push-'

function showToast(item: PushItem) {
  // With the bell's menu open, the push shows there; a toast would cover the menu.
  if (notificationsStore.getState().menuOpen) return
  notifications.show({
    id: `${TOAST_PREFIX}${item.id}`,
    color: item.kind === 'chat' ? 'blue' : 'green',
    title: item.title,
    message: item.body,
  })
}

function receive(data: unknown) {
  const message = parseWorkerMessage(data)
  // A message that arrives after this tab signed out is stale.
  if (!message || !current) return
  if (message.type === 'state') replaceNotifications(message.items)
  else {
    addNotification(message.item)
    showToast(message.item)
  }
}

function connect(): MessagePort | undefined {
  if (port || unsupported) return port
  if (typeof SharedWorker === 'undefined') {
    reportUnsupported()
    return undefined
  }
  try {
    const worker = new SharedWorker(new URL('../../workers/push-worker.ts', import.meta.url), {
      type: 'module',
      name: 'push',
    })
    worker.addEventListener('error', () => console.warn('The push worker stopped with an error.'))
    port = worker.port
    port.addEventListener('message', (event: MessageEvent) => receive(event.data))
    port.start()
    // A tab that goes away stops for itself; one that comes back from the back/forward cache starts again.
    window.addEventListener('pagehide', () => post({ type: 'stop' }))
    window.addEventListener('pageshow', (event) => {
      if (event.persisted && current) post(current)
    })
    return port
  } catch (error) {
    console.warn('The push worker could not be started.', error)
    return undefined
  }
}

/** Signed in (or the token was refreshed): hands the push-service key and the token to the worker. */
export function startPush({ key, token, demo }: { key: string; token: string; demo: boolean }) {
  current = {
    type: 'start',
    key,
    token,
    demo,
    intervalMs: pushIntervalMs(localStorageOrUndefined()),
  }
  if (connect()) post(current)
}

/** Signed out: this tab stops receiving pushes and forgets them, toasts still waiting included. */
export function stopPush() {
  current = undefined
  clearNotifications()
  dismissPushToasts()
  post({ type: 'stop' })
}

/** Takes the push toasts away, shown and queued (the bell's menu opens over their corner and lists them all). */
export function dismissPushToasts() {
  notifications.updateState(toastStore, (toasts) =>
    toasts.filter((toast) => !String(toast.id ?? '').startsWith(TOAST_PREFIX)),
  )
}

/** Marks every notification read here at once, and in every other tab through the worker. */
export function markAllNotificationsRead() {
  markAllReadLocally()
  post({ type: 'mark-all-read' })
}
