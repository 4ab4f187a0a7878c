import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/** The query of the rows a list shows for a state of its URL (its route's validated search). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListRows<S> = (search: S) => FetchQueryOptions<any, Error, any, any>

const ignore = () => undefined

/**
 * Asks for a list's rows unless the cache holds them (a page fetched ahead is not fetched
 * again); the promise settles with the answer, and never fails: a failed load is the page's own
 * to show (its error state and retry), not the route's error page.
 */
export function askForRows<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  return queryClient.ensureQueryData(options).then(ignore, ignore)
}

/**
 * A list route's loader. When the list's own URL state changes (a search, a filter, a sort,
 * another page), the router waits for the new rows before it draws the page: the page is drawn
 * once, with them, instead of once for the new address (the old rows dimmed) and again for the
 * answer. A change the page makes itself is drawn with its rows before the address follows
 * (src/app/use-search-state.ts), so the loader finds them in the cache; Back, Forward and links
 * to another state of the list wait here.
 *
 * The first visit does not wait: the page draws its heading and skeleton while its rows load,
 * and nothing is fetched here that could land in the middle of that first render.
 */
export function loadListOnChange<T, K extends QueryKey>(
  cause: 'enter' | 'stay' | 'preload',
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> | undefined {
  if (cause !== 'stay') return undefined
  return askForRows(queryClient, options)
}
