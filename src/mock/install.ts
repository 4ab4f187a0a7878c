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

/**
 * Answers `fetch` and XMLHttpRequest calls under `apiBase` with the mock back
 * end, inside the page. Paths the mock has no route for go to the network.
 * Returns a function that removes the interception.
 */
export function installMock({ apiBase, delayMs = 0, app }: InstallOptions) {
  const interceptor = new BatchInterceptor({
    name: 'mock-back-end',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  })
  interceptor.apply()
  interceptor.on('request', async ({ request, controller }) => {
    if (!request.url.startsWith(`${apiBase}/`)) return
    // The app routes on the path below the API base, whatever host or prefix it has.
    const url = new URL(request.url.slice(apiBase.length), 'http://mock.local')
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : await request.clone().arrayBuffer()
    const response = await app.fetch(
      new Request(url, { method: request.method, headers: request.headers, body }),
    )
    if (response.headers.has(UNMATCHED_HEADER)) return
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    controller.respondWith(response)
  })
  return () => interceptor.dispose()
}
