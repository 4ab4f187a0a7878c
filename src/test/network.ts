/**
 * Stands in for the real network below happy-dom's own fetch and XMLHttpRequest
 * (happy-dom's fetch interceptor setting). Requests that the mock back end lets
 * through end up here instead of on a real socket, so a test can see them.
 */
type NetworkHandler = (request: Request) => Response | Promise<Response>

interface HappyDomWindow {
  happyDOM: {
    settings: {
      fetch: {
        interceptor: {
          beforeAsyncRequest?: (context: { request: Request }) => Promise<Response>
        } | null
      }
    }
  }
}

export interface StubbedNetwork {
  /** Every request that reached the network, in order. */
  readonly requests: Request[]
  restore(): void
}

export function stubNetwork(
  handler: NetworkHandler = () => new Response('from the network', { status: 200 }),
): StubbedNetwork {
  const { settings } = (window as unknown as HappyDomWindow).happyDOM
  const previous = settings.fetch.interceptor
  const requests: Request[] = []
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }) => {
      requests.push(request)
      return handler(request)
    },
  }
  return {
    requests,
    restore: () => {
      settings.fetch.interceptor = previous
    },
  }
}
