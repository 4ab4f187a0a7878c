import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { askForRows, type ListRows } from './list-route'

export interface SearchPatchOptions {
  /** Replace the history entry (typing in a search box) instead of adding one. */
  replace?: boolean
}

type NavigateSearch<S> = (options: {
  search: (previous: S) => S
  replace?: boolean
  resetScroll?: boolean
}) => Promise<void>

/**
 * How a page changes its URL state: merges a patch into the route's search
 * params, tidied by `tidy` (e.g. defaults left out). A change that lands after
 * the person has left the page (a search box applies its text after a pause)
 * is dropped, so it never pulls them back. The window keeps its scroll: a list's new page,
 * sort or filter draws in place, so the pager stays under the pointer for the next click.
 *
 * A list gives `rows`, the query its loader waits for (src/app/list-route.ts): the rows of the
 * new state are asked for as the router builds the new address, before the rest of its work for
 * it (the history entry, the route chain's checks, a render of what follows the address), so the
 * back end answers while that work runs instead of after it.
 */
export function useSearchPatch<S>(
  route: { fullPath: string; useNavigate: () => unknown },
  tidy: (search: S) => S = unchanged,
  rows?: ListRows<S>,
) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const navigate = route.useNavigate() as NavigateSearch<S>
  // An index route's full path ends in "/" (`/pages/knowledge-base/`); the address does not.
  const path = withoutTrailingSlash(route.fullPath)
  // The same function for the page's life, so that the parts of a page it is given to
  // (memoised filters, dialogs) are not drawn again when only the rows change.
  return useCallback(
    (patch: Partial<S>, options?: SearchPatchOptions) => {
      if (withoutTrailingSlash(router.latestLocation.pathname) !== path) return
      void navigate({
        search: (previous) => {
          const next = tidy({ ...previous, ...patch })
          // The router builds the new address first, from the state it holds (a change still
          // loading included), and does the rest of its work after.
          if (rows) void askForRows(queryClient, rows(next))
          return next
        },
        replace: options?.replace,
        resetScroll: false,
      })
    },
    [router, queryClient, navigate, path, tidy, rows],
  )
}

const unchanged = <S>(search: S) => search

function withoutTrailingSlash(path: string) {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}
