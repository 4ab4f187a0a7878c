import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ErrorPage } from '@/features/misc/components/error-page'
import { initI18n, loadNamespaces } from '@/lib/i18n'
import type { RouterContext } from '../router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ matches }) => {
    await initI18n()
    // Inside the shell a page's strings load beside its files (routes/_app.tsx). The pages
    // outside it (sign-in, misc) have nothing to show meanwhile: they wait for their strings, so
    // none shows a key first.
    if (matches.some((match) => match.routeId === '/_app')) return
    const ns = matches.flatMap((match) => match.staticData.ns ?? [])
    if (ns.length) await loadNamespaces(...ns)
  },
  component: Outlet,
  notFoundComponent: ErrorPage,
})
