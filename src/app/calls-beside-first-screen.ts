import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query'
import { firstScreenDrawing } from '@/lib/after-paint'

/** A query the page's cards ask for (`queryOptions(…)`): its key and how to fetch it. */
interface PageQuery {
  queryKey: QueryKey
  queryFn?: unknown
}

/**
 * A dashboard route's loader. On the first visit it starts the page's calls while the first screen
 * renders, instead of when its cards mount at the end of that render: the mock back end's worker is
 * still starting then, and the calls now wait on it beside the render instead of after it. Each
 * answer, or failure, is kept out of the query cache until the first screen is drawn, because one stored
 * in the middle of that sliced render makes React draw the whole screen again in one blocking task
 * (as the session check's did, src/lib/session-check.ts); the cards then find their query already
 * on its way. Later visits leave the calls to the cards: the back end is warm by then.
 */
export function callBesideFirstScreen(
  queryClient: QueryClient,
  queries: readonly PageQuery[],
): void {
  const drawn = firstScreenDrawing()
  if (!drawn) return
  for (const { queryKey, queryFn } of queries) {
    if (typeof queryFn !== 'function') continue
    // Each page's query function, typed for its own key where `queryOptions` built it.
    const fetchPage = queryFn as QueryFunction
    void queryClient.prefetchQuery({
      queryKey,
      // The answer, or the failure, once the first screen is drawn.
      queryFn: (context) => Promise.resolve(fetchPage(context)).finally(() => drawn),
    })
  }
}
