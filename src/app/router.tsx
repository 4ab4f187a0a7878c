import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { RouteError } from '@/components/route-error'
import { sessionStore } from '@/lib/session'
import { routeTree } from './route-tree.gen'

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  })

  // When a session ends (sign-out, failed refresh, another tab), cached data goes and the user goes to /login.
  sessionStore.subscribe((state, previous) => {
    if (state.status !== 'signed-out' || previous.status === 'signed-out') return
    queryClient.clear()
    const { href, pathname } = router.state.location
    const timedOut = state.endReason === 'expired' || state.endReason === 'idle'
    // The sign-in page is never the page to come back to.
    const comeBack = timedOut && pathname !== '/login' ? href : undefined
    // Not held by a form's unsaved changes: without a session they could not be saved anyway.
    void router.navigate({ to: '/login', search: { redirect: comeBack }, ignoreBlocker: true })
  })
  // After a client-side move to another page, keyboard and screen-reader focus goes to the new
  // page's <main>, as it would after a full load, instead of staying on an element that is gone.
  router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged || toLocation.hash) return
    requestAnimationFrame(() => {
      const main = document.querySelector('main')
      if (!main || main.contains(document.activeElement)) return
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
      main.focus({ preventScroll: true })
    })
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
