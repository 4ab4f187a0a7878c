import { DatesProvider } from '@mantine/dates'
import { createFileRoute, Outlet, useLocation, useMatches } from '@tanstack/react-router'
import i18next from 'i18next'
import '../route-static-data'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { AppLayout } from '@/components/layout/app-layout'
import { PageLoader } from '@/components/page-loader'
import { ShellTitle } from '@/components/page-title'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import { pageOf } from '@/contract/pages'
import { pageTitle } from '@/lib/page-names'
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu'
import { CartMenu } from '@/features/ecommerce/components/cart-menu'
import { NavbarBookmarks } from '@/features/search/components/navbar-bookmarks'
import { NavbarSearch } from '@/features/search/components/navbar-search'
import { visibleNav } from '@/components/layout/nav-types'
import { useCurrentAbility } from '@/lib/ability'
import { FIRST_DAY_OF_WEEK } from '@/lib/format'
import { loadNamespaces } from '@/lib/i18n'
import { loadPickerLocale } from '@/lib/picker-locale'
import { SHELL_NAMESPACES } from '@/lib/i18n-namespaces'
import { useAuthUser } from '@/lib/session'
import { signOut } from '@/features/auth/api/logout'
import { requirePageAbility, requireSignedIn } from '../guards'
import { navigation } from '../navigation'

// Only an admin who opens it loads the reset dialog.
const ResetSampleDataDialog = lazy(() =>
  import('@/features/sample-data/components/reset-sample-data-dialog').then((m) => ({
    default: m.ResetSampleDataDialog,
  })),
)

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, matches }): Promise<{ pageStrings?: Promise<unknown> }> => {
    requireSignedIn(location)
    const ns = matches.flatMap((match) => match.staticData.ns ?? [])
    // The page's strings load beside its files (the loader below waits for them, as the router
    // waits for the files), so the page never renders before its words are there. The shell's own
    // strings it waits for first.
    const pageStrings = ns.length ? loadNamespaces(...ns) : undefined
    await Promise.all([
      requirePageAbility(location.pathname),
      loadNamespaces(...SHELL_NAMESPACES),
      loadPickerLocale(i18next.language),
    ])
    return { pageStrings }
  },
  loader: ({ context }) => context.pageStrings,
  component: AppRoute,
})

function AppRoute() {
  const user = useAuthUser()
  const ability = useCurrentAbility()
  const items = useMemo(() => visibleNav(navigation, ability), [ability])
  const [resetOpened, setResetOpened] = useState(false)
  const overrides = useMatches({ select: (matches) => matches.at(-1)?.staticData.layout })
  const { t, i18n } = useTranslation()
  // Every date picker starts its weeks on the calendar's day and names months and days in the
  // user's language (its dayjs locale is loaded before the shell renders, src/lib/picker-locale.ts).
  const datesSettings = useMemo(
    () => ({ firstDayOfWeek: FIRST_DAY_OF_WEEK, locale: i18n.language }) as const,
    [i18n.language],
  )
  const pathname = useLocation({ select: (location) => location.pathname })
  const page = pageOf(pathname)
  // Signing out unmounts this layout (the router moves to /login), so no user means a moment of nothing.
  if (!user) return null
  return (
    <ShellTitle title={page ? pageTitle(t, page) : ''}>
      <AppLayout
        navItems={items}
        user={user}
        onSignOut={() => void signOut()}
        onResetSampleData={ability.can('manage', 'all') ? () => setResetOpened(true) : undefined}
        overrides={overrides}
        navbarStart={
          <>
            {/* navbar-start: bookmarks */}
            <NavbarBookmarks />
          </>
        }
        navbarEnd={
          <>
            {/* navbar-end: search, language, skin toggle, notifications */}
            <NavbarSearch />
            <CartMenu />
            <NotificationsMenu />
          </>
        }
      >
        <DatesProvider settings={datesSettings}>
          {/* One boundary per address: a page waiting for its strings replaces the last page, which
              unmounts (a boundary kept across pages would only hide it, its effects still live). */}
          <Suspense key={pathname} fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </DatesProvider>
        <UnsavedChangesGuard />
        {resetOpened && (
          <Suspense>
            <ResetSampleDataDialog opened onClose={() => setResetOpened(false)} />
          </Suspense>
        )}
      </AppLayout>
    </ShellTitle>
  )
}
