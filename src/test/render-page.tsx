import { AbilityProvider } from '@casl/react'
import { MantineProvider } from '@mantine/core'
import { notifyManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react'
import { onTestFinished } from 'vitest'
import { theme } from '@/app/theme'
import { useCurrentAbility } from '@/lib/ability'
import { createQueryClient } from '@/lib/query-client'
import { endSession, startSession } from '@/lib/session'
import { startMockBackend } from './mock-backend'
import { ADMIN, CLIENT } from './mock-client'
import { stubNetwork } from './network'

const ACCOUNTS = { admin: ADMIN, client: CLIENT }

export interface RenderPageOptions {
  /** The demo account signed in through the mock back end; null: nobody is signed in. */
  as?: keyof typeof ACCOUNTS | null
  /** The address the page is shown at (path, search and hash). */
  url?: string
  /**
   * Whether `renderPage` returns only once the page's first data is drawn (true by default);
   * false for a test of what the page shows while its data loads.
   */
  settle?: boolean
}

/**
 * Resolves once the query client has no request in flight and React has drawn what their
 * answers changed, including queries those answers started. Event-driven, with no deadline of
 * its own: how long a first screen takes to draw in happy-dom depends on the machine's load
 * (a page's first list took 0.6–1.5 s on a busy machine), and a poll with a deadline, as
 * Testing Library's `findBy` is, failed there while the page was only slow.
 */
async function settled(queryClient: QueryClient) {
  const busy = () => queryClient.isFetching() + queryClient.isMutating() > 0
  // At least once: requests that ended before the call may still have notifications queued.
  do {
    // Inside `act`, so the answers' renders are flushed before it returns, as a user would see them.
    await act(
      () =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (busy()) return
            stopQueries()
            stopMutations()
            // TanStack Query hands its observers' notifications to React in batches of its own,
            // each in a zero-delay timeout; queued after every batch already waiting, `resolve`
            // runs once the page has been told of every answer.
            notifyManager.schedule(resolve)
          }
          const stopQueries = queryClient.getQueryCache().subscribe(check)
          const stopMutations = queryClient.getMutationCache().subscribe(check)
          check()
        }),
    )
  } while (busy())
}

/** The ability of whoever is signed in, following the session as the app's providers do. */
function CurrentAbility({ children }: { children: ReactNode }) {
  return <AbilityProvider value={useCurrentAbility()}>{children}</AbilityProvider>
}

/**
 * Renders a page as the app shows it, for the features' integration tests: `ui` at `url` under a
 * real TanStack Router (memory history; every address renders `ui`, so links have their real
 * hrefs and search params are real), inside the app's query client, Mantine theme (test mode) and
 * the signed-in user's ability. Requests go to the real mock back end over a fresh store, and
 * anything it lets through meets an offline network. Everything is undone when the test finishes.
 */
export async function renderPage(
  ui: ReactElement,
  { as = 'admin', url = '/', settle = true }: RenderPageOptions = {},
) {
  const network = stubNetwork(() => {
    throw new TypeError('offline')
  })
  const backend = startMockBackend(window.location.origin)
  const queryClient = createQueryClient()
  // happy-dom has no FontFaceSet; Mantine's autosize textarea listens on it for font loads.
  const addedFonts = !('fonts' in document)
  if (addedFonts)
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
  onTestFinished(() => {
    endSession('signed-out')
    queryClient.clear()
    backend.dispose()
    network.restore()
    localStorage.clear()
    if (addedFonts) Reflect.deleteProperty(document, 'fonts')
  })

  const session = as ? await backend.signIn(ACCOUNTS[as].email, ACCOUNTS[as].password) : undefined
  if (session) startSession(session)

  // What every address shows; `rerender` swaps it, as Testing Library's rerender does.
  let shown = ui
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  function Page() {
    return useSyncExternalStore(subscribe, () => shown)
  }

  const rootRoute = createRootRoute({ component: Outlet })
  const router = createRouter({
    // One catch-all route (it matches / too), so moving between addresses keeps the page mounted.
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '$', component: Page }),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  // Matched before the first render, so the page is there as soon as render returns.
  await router.load()

  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <CurrentAbility>
          <RouterProvider router={router} />
        </CurrentAbility>
      </QueryClientProvider>
    </MantineProvider>,
  )
  if (settle) await settled(queryClient)

  return {
    backend,
    network,
    queryClient,
    router,
    /** The signed-in user, if any. */
    user: session?.userData,
    /** Resolves once every request the page has made is answered and its answers are drawn. */
    settled: () => settled(queryClient),
    /** Shows other UI at every address (new props, or a new page). */
    rerender(next: ReactElement) {
      act(() => {
        shown = next
        for (const listener of listeners) listener()
      })
    },
  }
}
