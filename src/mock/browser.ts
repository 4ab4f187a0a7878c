import type { HostClient } from './host'
import { createHostLink, type HostLink, type HostLinkEvents } from './host-link'
import { storeName, type PageMessage } from './host-protocol'
import { installMock, type MockFetch } from './install'
import { forgetLegacyTables } from './legacy-storage'
import { applyPageScale, mockScale } from './scale'
import { joinTabElection } from './tab-owner'

/** Browser-storage key that overrides the configured delay, to see loading states without a rebuild. */
export const MOCK_DELAY_KEY = 'tavola.mock-delay-ms'

/** The data's owner in a SharedWorker; undefined where the browser cannot start one. */
function sharedWorkerOwner(name: string, link: () => HostLink) {
  if (typeof SharedWorker === 'undefined') return undefined
  try {
    const worker = new SharedWorker(new URL('../workers/mock-worker.ts', import.meta.url), {
      type: 'module',
      name,
    })
    const port = worker.port
    port.addEventListener('message', (event: MessageEvent) => link().receive(event.data))
    port.start()
    return (message: PageMessage) => port.postMessage(message)
  } catch {
    return undefined
  }
}

/** Where neither a SharedWorker nor Web Locks exist: this tab owns its data alone. */
function ownerInThisTab(link: () => HostLink) {
  const client: HostClient = { post: (message) => link().receive(message) }
  const host = import('./host').then(({ openMockHost }) => {
    const opened = openMockHost()
    opened.connect(client)
    return opened
  })
  return (message: PageMessage) => void host.then((opened) => opened.receive(client, message))
}

/**
 * Starts the page's side of the mock back end (loaded as its own chunk by
 * main.tsx): calls under `apiBase` are caught in the page and answered by the
 * browser's one owner of the data (src/mock/host.ts), which tells the page of `events`. Returns
 * the mock's own `fetch`, which the app's HTTP client calls instead of the intercepted one.
 */
export function startMockBackEnd({
  apiBase,
  delayMs,
  pageSearch,
  ...events
}: {
  apiBase: string
  delayMs: number
  /** The query of the address the page was loaded at, which may carry `?scale=`. */
  pageSearch: string
} & HostLinkEvents): MockFetch {
  applyPageScale(pageSearch)
  const name = storeName(mockScale())
  const override = Number(localStorage.getItem(MOCK_DELAY_KEY))
  const linked = (): HostLink => link
  const post =
    sharedWorkerOwner(name, linked) ??
    (typeof navigator.locks === 'undefined'
      ? ownerInThisTab(linked)
      : joinTabElection(name, linked, navigator.locks))
  const link = createHostLink(post, events)
  forgetLegacyTables(localStorage)
  return installMock({
    apiBase,
    delayMs: Number.isInteger(override) && override > 0 ? override : delayMs,
    app: link,
  }).fetch
}
