import type { MockApp } from './app'
import { UNMATCHED_HEADER } from './host-protocol'

export interface AnswerOptions {
  /** Requests under this address are offered to the mock; it must not end with a slash. */
  apiBase: string
  /** Added before every answer, to see loading states. */
  delayMs?: number
  /** What answers: the link to the data's owner (src/mock/host-link.ts), or in tests the mock app. */
  app: Pick<MockApp, 'fetch'>
}

/** The mock's answer to a request, or undefined when it is not the mock's. */
export type Answer = (request: Request) => Promise<Response | undefined>

/** A request's way to an answer, as `fetch` takes it. */
export type MockFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

/**
 * The mock's answers: undefined for a request outside `apiBase`, or for a path the mock has no
 * route for (those go to the network).
 */
export function answerer({ apiBase, delayMs = 0, app }: AnswerOptions): Answer {
  return async (request) => {
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

/** The mock's `fetch`: its answer, else `network`'s. */
function mockFetch(answer: Answer, network: typeof fetch): MockFetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      // A relative address is the page's, also where `Request` does not resolve it (happy-dom).
      const request = new Request(
        typeof input === 'string' ? new URL(input, location.href) : input,
        init,
      )
      const signal = request.signal
      const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'))
      if (signal.aborted) {
        aborted()
        return
      }
      signal.addEventListener('abort', aborted, { once: true })
      answer(request)
        .then((response) => response ?? network(request))
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', aborted))
    })
}

/**
 * Answers the page's `fetch` calls under the API base with the mock (`answer`), at once; the rest
 * go to the network as before. Small enough for the first screen's way, unlike an interceptor
 * library; XMLHttpRequest, which the app does not use, is caught later (src/mock/install.ts).
 * Returns the mock's own `fetch`, which the app's HTTP client (src/lib/api-client.ts) calls
 * directly, and `release`, which puts the page's `fetch` back.
 */
export function catchFetch(answer: Answer): { fetch: MockFetch; release: () => void } {
  const network = globalThis.fetch
  const own = mockFetch(answer, network)
  const caught: typeof fetch = (input, init) => own(input, init)
  globalThis.fetch = caught
  return {
    fetch: own,
    release: () => {
      if (globalThis.fetch === caught) globalThis.fetch = network
    },
  }
}
