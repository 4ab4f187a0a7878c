import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useMemo } from 'react'
import { AppLayout } from '@/components/layout/app-layout'
import { visibleNav } from '@/components/layout/nav-types'
import { useCurrentAbility } from '@/lib/ability'
import { endSession, useAuthUser } from '@/lib/session'
import { requireSignedIn } from '../guards'
import { navigation } from '../navigation'

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    await requireSignedIn(location)
    await import('@/lib/i18n').then((i18n) => i18n.initI18n())
  },
  component: AppRoute,
})

function AppRoute() {
  const user = useAuthUser()
  const ability = useCurrentAbility()
  const items = useMemo(() => visibleNav(navigation, ability), [ability])
  // Signing out unmounts this layout (the router moves to /login), so no user means a moment of nothing.
  if (!user) return null
  return (
    <AppLayout navItems={items} user={user} onSignOut={() => endSession('signed-out')}>
      <Outlet />
    </AppLayout>
  )
}
