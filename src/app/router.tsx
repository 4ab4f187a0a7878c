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
    const { href } = router.state.location
    const comeBack = state.endReason === 'expired' ? href : undefined
    void router.navigate({ to: '/login', search: { redirect: comeBack } })
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
