import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { ErrorPage } from '@/features/misc/components/error-page'
import type { RouterContext } from '../router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: ErrorPage,
})
