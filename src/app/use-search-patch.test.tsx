import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { loadListOnChange } from './list-route'
import { useSearchPatch } from './use-search-patch'

interface ListSearch {
  q?: string
  page?: number
}

/**
 * A list route as the app's are built: its loader waits for the rows of a changed address, and
 * its page changes the address through useSearchPatch, given the same rows.
 */
function renderList() {
  const queryClient = new QueryClient()
  const events: string[] = []
  const queryFn = vi.fn(({ queryKey }: { queryKey: readonly unknown[] }) => {
    events.push(`asked ${JSON.stringify(queryKey[1])}`)
    return Promise.resolve(['a row'])
  })
  const rows = (search: ListSearch) => ({
    queryKey: ['rows', { q: search.q, page: search.page ?? 1 }] as const,
    queryFn,
  })
  const tidy = (search: ListSearch): ListSearch => ({
    ...search,
    page: search.page === 1 ? undefined : search.page,
  })
  let patch: ReturnType<typeof useSearchPatch<ListSearch>> = () => undefined

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
      patch = useSearchPatch<ListSearch>(listRoute, tidy, rows)
      return <p>{JSON.stringify(listRoute.useSearch())}</p>
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute]),
    history: createMemoryHistory({ initialEntries: ['/list?page=2'] }),
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
    change: (next: Partial<ListSearch>) => patch(next),
  }
}

describe('useSearchPatch with a list’s rows', () => {
  it('asks for the new rows before the router’s work, and the loader waits for that request', async () => {
    const { events, queryFn, router, change } = renderList()
    await screen.findByText('{"page":2}')
    events.length = 0

    act(() => change({ q: 'ma', page: 1 }))
    // Asked for in the same call, before the router has even matched the new address.
    expect(events).toEqual(['asked {"q":"ma","page":1}'])
    await screen.findByText('{"q":"ma"}')
    expect(router.state.location.search).toEqual({ q: 'ma' })
    // The loader found the request under way: the rows were asked for once.
    expect(events).toEqual(['asked {"q":"ma","page":1}', 'loader stay'])
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('asks for the rows of a change made while another is still loading, from both', async () => {
    const { events, change } = renderList()
    await screen.findByText('{"page":2}')
    events.length = 0
    act(() => {
      change({ q: 'ma', page: 1 })
      change({ page: 3 })
    })
    await screen.findByText('{"page":3,"q":"ma"}')
    expect(events.filter((event) => event.startsWith('asked'))).toEqual([
      'asked {"q":"ma","page":1}',
      'asked {"q":"ma","page":3}',
    ])
  })

  it('asks for nothing that the cache holds, stale or not (a page fetched ahead)', async () => {
    const { events, queryClient, queryFn, change } = renderList()
    await screen.findByText('{"page":2}')
    events.length = 0
    queryClient.setQueryData(['rows', { q: undefined, page: 3 }], ['a row fetched ahead'])
    act(() => change({ page: 3 }))
    await screen.findByText('{"page":3}')
    expect(events).toEqual(['loader stay'])
    expect(queryFn).not.toHaveBeenCalled()
  })
})
