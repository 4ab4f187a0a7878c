import { MutationCache, QueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { ApiError } from './api-client'

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent` mutations show their errors in place (forms) instead of a toast. */
    mutationMeta: { silent?: boolean }
  }
}

/** One query client per app: failed changes show a toast unless the caller shows the error itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500),
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) return
        notifications.show({
          color: 'red',
          title: 'The change was not saved',
          message: error.message,
        })
      },
    }),
  })
}

/**
 * Resolves once no query of `client` is fetching (at most `timeoutMs` later): for work that
 * must wait until the page's data is in, as well as its first screen.
 */
export function whenQueriesSettled(client: QueryClient, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const cache = client.getQueryCache()
    let stop = () => {}
    const timer = setTimeout(done, timeoutMs)
    function done() {
      clearTimeout(timer)
      stop()
      resolve()
    }
    if (client.isFetching() === 0) return done()
    stop = cache.subscribe(() => {
      if (client.isFetching() === 0) done()
    })
  })
}
