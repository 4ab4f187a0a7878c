// The Mantine styles the shell and its busiest pages draw with (see src/components/styles/shell-styles.ts).
import '@/components/styles/shell-styles'
import { ActionIcon, Affix, AppShell, Box, Burger } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import {
  IconAdjustmentsHorizontal,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react'
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import type { AuthUser } from '@/contract/auth'
import { setLayout, useLayout, type LayoutPreferences } from '@/lib/layout-preferences'
import { Brand } from '../brand'
import { AppFooter } from './app-footer'
import classes from './app-layout.module.css'
import { HintTooltip } from '../hint-tooltip'
import { MenuRegion } from '../menu-on-demand'
import { HorizontalMenu } from './horizontal-menu'
import { LanguageMenu } from './language-menu'
import { navbarBackground } from './navbar-colors'
import type { NavItem } from './nav-types'
import { ScrollToTop } from './scroll-to-top'
import { SideMenu } from './side-menu'
import { SkinToggle } from './skin-toggle'
import { UserMenu } from './user-menu'
import { PHONE_SCREEN } from '@/lib/phone-screen'

interface AppLayoutProps {
  navItems: readonly NavItem[]
  user: AuthUser
  onSignOut: () => void
  /** Offered in the user menu and the customizer when given (accounts that may reset the sample data). */
  onResetSampleData?: () => void
  /** Navbar content after the brand (bookmarks). */
  navbarStart?: ReactNode
  /** Navbar actions before the language menu (search, notifications). */
  navbarEnd?: ReactNode
  /** Per-page layout choices (the /page-layout demos) over the user's preferences. */
  overrides?: Partial<LayoutPreferences>
  children: ReactNode
}

// Its own chunk, fetched when the customizer is first opened: most visits never open it.
const Customizer = lazy(() => import('./customizer').then((m) => ({ default: m.Customizer })))

const HEADER_HEIGHT = 64
const HORIZONTAL_MENU_HEIGHT = 52

/**
 * The shell: side or top menu, navbar, content, footer and scroll-to-top,
 * each drawn as the layout preferences (customizer) say.
 */
export function AppLayout({
  navItems,
  user,
  onSignOut,
  onResetSampleData,
  navbarStart,
  navbarEnd,
  overrides,
  children,
}: AppLayoutProps) {
  const { t } = useTranslation()
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false)
  const [customizerOpened, customizer] = useDisclosure(false)
  // Mounted from the first opening on. Mantine's drawer notes where the focus was only when an
  // already mounted drawer opens, and the first opening mounts it open, so the layout gives the
  // focus back itself.
  const [customizerWanted, setCustomizerWanted] = useState(false)
  const customizerOpener = useRef<Element | null>(null)
  const openCustomizer = () => {
    customizerOpener.current = document.activeElement
    setCustomizerWanted(true)
    customizer.open()
  }
  const closeCustomizer = () => {
    customizer.close()
    const opener = customizerOpener.current
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
  }
  const stored = {
    skin: useLayout('skin'),
    contentWidth: useLayout('contentWidth'),
    menuLayout: useLayout('menuLayout'),
    menuCollapsed: useLayout('menuCollapsed'),
    menuHidden: useLayout('menuHidden'),
    navbarColor: useLayout('navbarColor'),
    navbarType: useLayout('navbarType'),
    footerType: useLayout('footerType'),
    scrollToTop: useLayout('scrollToTop'),
  }
  const layout = { ...stored, ...overrides }
  const horizontal = layout.menuLayout === 'horizontal'
  const railOnly = layout.menuCollapsed && !menuOpened
  const headerHidden = layout.navbarType === 'hidden'
  const CollapseIcon = layout.menuCollapsed
    ? IconLayoutSidebarLeftExpand
    : IconLayoutSidebarLeftCollapse
  const collapseLabel = layout.menuCollapsed ? t('navbar.expandMenu') : t('navbar.collapseMenu')
  const burgerEverywhere = layout.menuHidden && !horizontal
  const phone = useMediaQuery(PHONE_SCREEN, false, { getInitialValueInEffect: false })
  // A collapsed navbar is only moved off-screen; inert keeps its links out of the Tab order too.
  const navbarOnScreen = phone ? menuOpened : !(horizontal || (layout.menuHidden && !menuOpened))
  // The side menu is drawn once it has been on screen: a phone (or the top-menu layout) does not
  // draw a hundred hidden links before the page, only when the menu first opens.
  const [menuDrawn, setMenuDrawn] = useState(navbarOnScreen)
  if (navbarOnScreen && !menuDrawn) setMenuDrawn(true)
  const headerHeight = horizontal
    ? { base: HEADER_HEIGHT, sm: HEADER_HEIGHT + HORIZONTAL_MENU_HEIGHT }
    : HEADER_HEIGHT

  return (
    <AppShell
      header={{ height: headerHeight, collapsed: headerHidden }}
      navbar={{
        width: { base: 280, sm: railOnly ? 76 : 260 },
        breakpoint: 'sm',
        collapsed: {
          mobile: !menuOpened,
          desktop: horizontal || (layout.menuHidden && !menuOpened),
        },
      }}
      padding="md"
      data-navbar-type={layout.navbarType}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header
        inert={headerHidden}
        className={classes.header}
        data-navbar-type={layout.navbarType}
      >
        <div
          className={classes.bar}
          data-colored={layout.navbarColor !== 'white' || undefined}
          style={{ background: navbarBackground(layout.navbarColor) }}
        >
          {/* One hint for the bar's icon buttons (their `data-hint`), not a floating tooltip each;
              the bar's menus mount as the pointer enters it. */}
          <HintTooltip placement="below">
            <MenuRegion>
              <div className={classes.barRow}>
                <Burger
                  opened={menuOpened}
                  onClick={toggleMenu}
                  hiddenFrom={burgerEverywhere ? undefined : 'sm'}
                  size="sm"
                  aria-label={menuOpened ? t('navbar.closeMenu') : t('navbar.openMenu')}
                  aria-expanded={menuOpened}
                />
                {!horizontal && !layout.menuHidden && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    visibleFrom="sm"
                    aria-label={collapseLabel}
                    aria-pressed={!layout.menuCollapsed}
                    data-hint={collapseLabel}
                    onClick={() => setLayout({ menuCollapsed: !stored.menuCollapsed })}
                  >
                    <CollapseIcon size={22} stroke={1.6} aria-hidden />
                  </ActionIcon>
                )}
                <Brand nameFrom="sm" />
                {navbarStart}
                <div className={classes.barEnd}>
                  {navbarEnd}
                  <LanguageMenu />
                  <SkinToggle />
                  <UserMenu
                    user={user}
                    onSignOut={onSignOut}
                    onCustomize={openCustomizer}
                    onResetSampleData={onResetSampleData}
                  />
                </div>
              </div>
            </MenuRegion>
          </HintTooltip>
          {horizontal && (
            <Box visibleFrom="sm" className={classes.horizontalRow}>
              <HorizontalMenu items={navItems} />
            </Box>
          )}
        </div>
      </AppShell.Header>
      <AppShell.Navbar
        inert={!navbarOnScreen}
        aria-label={t('navbar.mainMenu')}
        className={classes.navbar}
        data-semi-dark={layout.skin === 'semi-dark' || undefined}
        data-mantine-color-scheme={layout.skin === 'semi-dark' ? 'dark' : undefined}
      >
        {menuDrawn && (
          <SideMenu items={navItems} collapsed={railOnly && !horizontal} onNavigate={closeMenu} />
        )}
      </AppShell.Navbar>
      {/* A div, so that <main> holds only the page and the footer is a contentinfo landmark beside it. */}
      <AppShell.Main component="div" className={classes.main}>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          className={classes.content}
          data-boxed={layout.contentWidth === 'boxed' || undefined}
        >
          {children}
        </Box>
        {layout.footerType !== 'hidden' && (
          <AppFooter sticky={layout.footerType === 'sticky'} besideTopButton={layout.scrollToTop} />
        )}
      </AppShell.Main>
      {layout.scrollToTop && <ScrollToTop />}
      {headerHidden && (
        <Affix position={{ bottom: 24, left: 24 }}>
          <HintTooltip placement="above">
            <ActionIcon
              size="xl"
              radius="xl"
              aria-label={t('navbar.openCustomizer')}
              data-hint={t('navbar.openCustomizer')}
              onClick={openCustomizer}
            >
              <IconAdjustmentsHorizontal size={22} aria-hidden />
            </ActionIcon>
          </HintTooltip>
        </Affix>
      )}
      {customizerWanted && (
        <Suspense fallback={null}>
          <Customizer
            opened={customizerOpened}
            onClose={closeCustomizer}
            onResetSampleData={
              onResetSampleData &&
              (() => {
                customizer.close()
                onResetSampleData()
              })
            }
          />
        </Suspense>
      )}
    </AppShell>
  )
}
