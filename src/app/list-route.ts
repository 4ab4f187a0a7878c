import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

const ignore = () => undefined

/**
 * A list route's loader. When the list's own URL state changes (a search, a filter, a sort,
 * another page), the router waits for the new rows before it draws the page: the page is drawn
 * once, with them, instead of once for the new address (the old rows dimmed) and again for the
 * answer. A page already fetched (the next page is fetched ahead) is drawn at once.
 *
 * The first visit does not wait: the page draws its heading and skeleton while its rows load,
 * and nothing is fetched here that could land in the middle of that first render. A failed load
 * is the page's own to show (its error state and retry), not the route's error page.
 */
export function loadListOnChange<T, K extends QueryKey>(
  cause: 'enter' | 'stay' | 'preload',
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> | undefined {
  if (cause !== 'stay') return undefined
  return queryClient.ensureQueryData(options).then(ignore, ignore)
}
