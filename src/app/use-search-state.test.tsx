import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import { loadListOnChange } from './list-route'
import { useSearchState } from './use-search-state'

interface ListSearch {
  q?: string
  page?: number
}

/**
 * A list route as the app's are built: its loader waits for the rows of a changed address, and
 * its page reads and changes the address through useSearchState, given the same rows.
 */
function renderList(initialEntries = ['/list?page=2'], answerAfter = 0) {
  const queryClient = new QueryClient()
  const events: string[] = []
  const queryFn = vi.fn(({ queryKey }: { queryKey: readonly unknown[] }) => {
    events.push(`asked ${JSON.stringify(queryKey[1])}`)
    return new Promise<string[]>((resolve) => setTimeout(() => resolve(['a row']), answerAfter))
  })
  const rows = (search: ListSearch) => ({
    queryKey: ['rows', { q: search.q, page: search.page ?? 1 }] as const,
    queryFn,
  })
  const tidy = (search: ListSearch): ListSearch => ({
    ...search,
    page: search.page === 1 ? undefined : search.page,
  })
  let patch: ReturnType<typeof useSearchState<ListSearch>>[1] = () => undefined

  const rootRoute = createRootRoute({ component: Outlet })
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'list',
    validateSearch: (search: Record<string, unknown>): ListSearch => ({
      q: typeof search.q === 'string' ? search.q : undefined,
      page: typeof search.page === 'number' ? search.page : undefined,
    }),
    loaderDeps: ({ search }) => search,
    loader: ({ cause, deps }) => {
      events.push(`loader ${cause}`)
      return loadListOnChange(cause, queryClient, rows(deps))
    },
    component: function List() {
      const [search, change] = useSearchState<ListSearch>(listRoute, tidy, rows)
      patch = change
      return <p>{JSON.stringify(search)}</p>
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute]),
    history: createMemoryHistory({ initialEntries, initialIndex: initialEntries.length - 1 }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return {
    events,
    queryClient,
    queryFn,
    router,
    change: (next: Partial<ListSearch>, replace?: boolean) => patch(next, { replace }),
  }
}

describe('useSearchState with a list’s rows', () => {
  it('draws a change whose rows the cache holds at once; the address follows', async () => {
    const { events, queryClient, queryFn, router, change } = renderList()
    await screen.findByText('{"page":2}')
    events.length = 0
    queryClient.setQueryData(['rows', { q: undefined, page: 3 }], ['a row fetched ahead'])
    act(() => change({ page: 3 }))
    // Drawn in the change's own render, before the router has heard of it.
    expect(screen.getByText('{"page":3}')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 2 })
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }))
    expect(screen.getByText('{"page":3}')).toBeInTheDocument()
    // The loader found the rows in the cache: nothing was asked for.
    expect(events).toEqual(['loader stay'])
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('asks for rows the cache lacks and draws the change once they came', async () => {
    const { events, queryFn, router, change } = renderList()
    await screen.findByText('{"page":2}')
    events.length = 0
    act(() => change({ q: 'ma', page: 1 }))
    expect(events).toEqual(['asked {"q":"ma","page":1}'])
    await screen.findByText('{"q":"ma"}')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'ma' }))
    // The loader found the answer in the cache: the rows were asked for once.
    expect(events).toEqual(['asked {"q":"ma","page":1}', 'loader stay'])
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('merges changes made before the address follows into one history entry', async () => {
    const { events, router, change } = renderList()
    await screen.findByText('{"page":2}')
    events.length = 0
    const entries = router.history.length
    act(() => {
      change({ q: 'ma', page: 1 })
      change({ page: 3 })
    })
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'ma', page: 3 }))
    expect(screen.getByText('{"page":3,"q":"ma"}')).toBeInTheDocument()
    // The first change was overtaken before its rows came: only the second was drawn and sent.
    expect(events.filter((event) => event.startsWith('asked'))).toEqual([
      'asked {"q":"ma","page":1}',
      'asked {"q":"ma","page":3}',
    ])
    expect(router.history.length).toBe(entries + 1)
  })

  it('replaces the history entry when every change asked to (typing)', async () => {
    const { router, change } = renderList()
    await screen.findByText('{"page":2}')
    const entries = router.history.length
    act(() => change({ q: 'm', page: 1 }, true))
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'm' }))
    act(() => change({ q: 'ma' }, true))
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'ma' }))
    expect(router.history.length).toBe(entries)
  })

  it('draws a later change whose rows come after the address followed an earlier one', async () => {
    const { queryClient, router, change } = renderList(['/list?page=2'], 80)
    await screen.findByText('{"page":2}')
    queryClient.setQueryData(['rows', { q: undefined, page: 3 }], ['page 3'])
    act(() => {
      change({ page: 3 })
      // Asked for at once, answered after the address has followed the first change.
      change({ q: 'ma' })
    })
    expect(screen.getByText('{"page":3}')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }))
    await screen.findByText('{"page":3,"q":"ma"}')
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3, q: 'ma' }))
  })

  it('forgets a change the person left behind with Back before the address followed', async () => {
    const { queryClient, router, change } = renderList(['/list', '/list?page=2'])
    await screen.findByText('{"page":2}')
    queryClient.setQueryData(['rows', { q: undefined, page: 3 }], ['page 3'])
    act(() => {
      change({ page: 3 })
      router.history.back()
    })
    await screen.findByText('{}')
    // A change made after Back follows in the address, after the one left behind would have:
    // once it is there, the address holds it alone, made from where Back took the person.
    act(() => change({ q: 'x' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'x' }))
    expect(screen.getByText('{"q":"x"}')).toBeInTheDocument()
    expect(router.history.length).toBe(2)
  })
})
