import { BatchInterceptor } from '@mswjs/interceptors'
import { FetchInterceptor } from '@mswjs/interceptors/fetch'
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest'
import type { MockApp } from './app'
import { UNMATCHED_HEADER } from './host-protocol'

export interface InstallOptions {
  /** Requests under this address are offered to the mock; it must not end with a slash. */
  apiBase: string
  /** Added before every answer, to see loading states. */
  delayMs?: number
  /** What answers: the link to the data's owner (src/mock/host-link.ts), or in tests the mock app. */
  app: Pick<MockApp, 'fetch'>
}

/** A request's way to an answer, as `fetch` takes it. */
export type MockFetch = (url: string, init?: RequestInit) => Promise<Response>

/**
 * The mock's answer to a request, or undefined when it is not the mock's: outside `apiBase`, or
 * a path the mock has no route for (those go to the network).
 */
function answerer({ apiBase, delayMs = 0, app }: InstallOptions) {
  return async (request: Request): Promise<Response | undefined> => {
    if (!request.url.startsWith(`${apiBase}/`)) return undefined
    // The app routes on the path below the API base, whatever host or prefix it has.
    const url = new URL(request.url.slice(apiBase.length), 'http://mock.local')
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : await request.clone().arrayBuffer()
    const response = await app.fetch(
      new Request(url, { method: request.method, headers: request.headers, body }),
    )
    if (response.headers.has(UNMATCHED_HEADER)) return undefined
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    return response
  }
}

/**
 * Answers `fetch` and XMLHttpRequest calls under `apiBase` with the mock back
 * end, inside the page. Paths the mock has no route for go to the network.
 * Returns a function that removes the interception, and `fetch`, the same answers without the
 * interception: the app's HTTP client (src/lib/api-client.ts) calls it, sparing each call the
 * interceptor's copies of the request and its events.
 */
export function installMock(options: InstallOptions): { dispose: () => void; fetch: MockFetch } {
  const answer = answerer(options)
  const interceptor = new BatchInterceptor({
    name: 'mock-back-end',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  })
  interceptor.apply()
  interceptor.on('request', async ({ request, controller }) => {
    const response = await answer(request)
    if (response) controller.respondWith(response)
  })
  const direct: MockFetch = (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = new Request(new URL(url, location.href), init)
      const signal = init?.signal
      const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
      if (signal?.aborted) {
        aborted()
        return
      }
      signal?.addEventListener('abort', aborted, { once: true })
      answer(request)
        .then((response) => response ?? fetch(request))
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', aborted))
    })
  return { dispose: () => interceptor.dispose(), fetch: direct }
}
