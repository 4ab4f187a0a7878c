import type { HostClient } from './host'
import { createHostLink, type HostLink, type HostLinkEvents } from './host-link'
import { storeName, type PageMessage } from './host-protocol'
import { answerer, catchFetch, type MockFetch } from './answer'
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
 * main.tsx): calls under `apiBase` are answered by the browser's one owner of the data
 * (src/mock/host.ts), which tells the page of `events`. Returns the mock's own `fetch`, which the
 * app's HTTP client calls. Other code's `fetch` calls under `apiBase` are answered too, at once;
 * its XMLHttpRequest calls once `interceptAfter` settles (src/mock/install.ts), so that the
 * interceptor's code (about 10 kB gzip) stays off the first screen's way.
 */
export function startMockBackEnd({
  apiBase,
  delayMs,
  pageSearch,
  interceptAfter,
  ...events
}: {
  apiBase: string
  delayMs: number
  /** The query of the address the page was loaded at, which may carry `?scale=`. */
  pageSearch: string
  /** When to start catching XMLHttpRequest calls (main.tsx: once the first screen is complete). */
  interceptAfter: Promise<unknown>
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
  const answer = answerer({
    apiBase,
    delayMs: Number.isInteger(override) && override > 0 ? override : delayMs,
    app: link,
  })
  const caught = catchFetch(answer)
  void interceptAfter
    .then(() => import('./install'))
    .then(({ interceptXhr }) => interceptXhr(answer))
    .catch((error: unknown) => console.error('The mock could not catch XMLHttpRequest:', error))
  return caught.fetch
}
