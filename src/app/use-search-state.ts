import { useQueryClient } from '@tanstack/react-query'
import { deepEqual, trimPathRight, useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { afterNextPaint } from '@/lib/after-paint'
import { askForRows, type ListRows } from './list-route'

interface SearchPatchOptions {
  /** Replace the history entry (typing in a search box) instead of adding one. */
  replace?: boolean
}

type NavigateSearch<S> = (options: {
  search: (previous: S) => S
  replace?: boolean
  resetScroll?: boolean
}) => Promise<void>

interface StateRoute {
  fullPath: string
  useNavigate: () => unknown
  useSearch: () => unknown
}

/** A state drawn ahead of the address, and the address it was drawn over. */
interface Ahead<S> {
  address: S
  search: S
}

/**
 * A page's URL state (its route's validated search params) and how the page changes it: a patch
 * is merged into the state, tidied by `tidy` (e.g. defaults left out).
 *
 * The page draws a change at once, from the state this hook gives it, and the address follows
 * after that frame is painted: the router's work for a new address (the history entry, matching,
 * the route chain's checks and loaders, its own renders) took 25–30 ms of a list's next page on
 * the desktop, before the rows could show. Changes made before the address has caught up are
 * merged into one navigation (a history entry of its own unless every change was a `replace`).
 * A change that lands after the person has left the page (a search box applies its text after a
 * pause) is dropped, so it never pulls them back; so is one overtaken by a navigation of their
 * own (Back, a link) before the address followed. The window keeps its scroll: a list's new
 * page, sort or filter draws in place, so the pager stays under the pointer for the next click.
 *
 * A list gives `rows`, the query its loader waits for (src/app/list-route.ts): a change is drawn
 * once, with its rows, as soon as the cache holds them (a page fetched ahead at once), rather
 * than with the old rows dimmed and again with the answer. A change overtaken by a later one
 * before its rows came is never drawn.
 */
export function useSearchState<S extends object>(
  route: StateRoute,
  tidy: (search: S) => S = unchanged,
  rows?: ListRows<S>,
): readonly [S, (patch: Partial<S>, options?: SearchPatchOptions) => void] {
  const router = useRouter()
  const queryClient = useQueryClient()
  const navigate = route.useNavigate() as NavigateSearch<S>
  const address = route.useSearch() as S
  const [ahead, setAhead] = useState<Ahead<S>>()
  const search = ahead?.address === address ? ahead.search : address

  // What the callback reads between renders: the address, the latest state asked for (drawn or
  // still waiting for its rows), the navigation waiting for a paint, and the last one sent.
  const addressNow = useRef(address)
  const asked = useRef<Ahead<S>>(undefined)
  const queued = useRef<{ search: S; replace: boolean; from: string }>(undefined)
  const sent = useRef<S>(undefined)
  const latestChange = useRef(0)

  useLayoutEffect(() => {
    addressNow.current = address
    const wanted = asked.current
    if (!wanted || wanted.address === address) return
    if (sent.current !== undefined && deepEqual(address, sent.current)) {
      // The address followed a change: a later change still ahead of it stays drawn over it.
      sent.current = undefined
      const later = deepEqual(address, wanted.search) ? undefined : wanted.search
      asked.current = later && { address, search: later }
      setAhead((drawn) =>
        drawn && later && !deepEqual(drawn.search, address)
          ? { address, search: drawn.search }
          : undefined,
      )
    } else {
      // The person went elsewhere in the history: what they asked for before is forgotten.
      asked.current = undefined
      queued.current = undefined
      setAhead(undefined)
    }
  }, [address])

  // An index route's full path ends in "/" (`/pages/knowledge-base/`); the address does not.
  const path = trimPathRight(route.fullPath)
  /** Whether the person is still on the page (a change or a navigation after they left is dropped). */
  const onPage = useCallback(
    () => trimPathRight(router.latestLocation.pathname) === path,
    [router, path],
  )
  // The same function for the page's life, so that the parts of a page it is given to
  // (memoised filters, dialogs) are not drawn again when only the rows change.
  const change = useCallback(
    (patch: Partial<S>, options?: SearchPatchOptions) => {
      if (!onPage()) return
      const from = asked.current?.address === addressNow.current ? asked.current.search : undefined
      const next = tidy({ ...(from ?? addressNow.current), ...patch })
      asked.current = { address: addressNow.current, search: next }
      const id = (latestChange.current += 1)

      const draw = () => {
        if (id !== latestChange.current) return
        const waiting = queued.current
        queued.current = {
          search: next,
          replace: (waiting?.replace ?? true) && options?.replace === true,
          from: waiting?.from ?? router.latestLocation.href,
        }
        setAhead({ address: addressNow.current, search: next })
      }
      if (!rows) return draw()
      const query = rows(next)
      if (queryClient.getQueryData(query.queryKey) !== undefined) draw()
      else void askForRows(queryClient, query).then(draw)
    },
    [router, queryClient, onPage, tidy, rows],
  )

  // The address follows once the drawn change is on screen: scheduled after its render is
  // committed, so the router's work runs after the frame that shows it, not before.
  const following = useRef(false)
  useEffect(() => {
    if (!ahead || following.current) return
    following.current = true
    void afterNextPaint().then(() => {
      following.current = false
      const target = queued.current
      queued.current = undefined
      if (!target || !onPage() || router.latestLocation.href !== target.from) return
      sent.current = target.search
      void navigate({ search: () => target.search, replace: target.replace, resetScroll: false })
    })
  }, [ahead, router, navigate, onPage])

  return [search, change] as const
}

const unchanged = <S>(search: S) => search
