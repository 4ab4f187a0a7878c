// Every Mantine component's styles, layered, load with the shell (see src/app/styles/public-styles.ts).
import '@mantine/core/styles.layer.css'
import { ActionIcon, AppShell, Box, Burger, Group, Tooltip } from '@mantine/core'
import { useDisclosure, useLocalStorage } from '@mantine/hooks'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuthUser } from '@/contract/auth'
import { Brand } from '../brand'
import { AppFooter } from './app-footer'
import classes from './app-layout.module.css'
import type { NavItem } from './nav-types'
import { ScrollToTop } from './scroll-to-top'
import { SideMenu } from './side-menu'
import { UserMenu } from './user-menu'

/** Browser-storage key of the side menu's collapsed state (SPEC section 4: persisted). */
export const MENU_COLLAPSED_KEY = 'tavola.menu-collapsed'

interface AppLayoutProps {
  navItems: readonly NavItem[]
  user: AuthUser
  onSignOut: () => void
  children: ReactNode
}

/** The vertical layout: side menu, sticky navbar, content, static footer and scroll-to-top. */
export function AppLayout({ navItems, user, onSignOut, children }: AppLayoutProps) {
  const { t } = useTranslation()
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false)
  const [collapsed, setCollapsed] = useLocalStorage({ key: MENU_COLLAPSED_KEY, defaultValue: true })
  const CollapseIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse
  const collapseLabel = collapsed ? t('navbar.expandMenu') : t('navbar.collapseMenu')

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: { base: 280, sm: collapsed ? 76 : 260 },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell.Header className={classes.header}>
        <Burger
          opened={mobileOpened}
          onClick={toggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={mobileOpened ? t('navbar.closeMenu') : t('navbar.openMenu')}
          aria-expanded={mobileOpened}
        />
        <Tooltip label={collapseLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            visibleFrom="sm"
            aria-label={collapseLabel}
            aria-pressed={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            <CollapseIcon size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Brand />
        <Box flex={1} />
        <Group gap="xs">
          <UserMenu user={user} onSignOut={onSignOut} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu
          items={navItems}
          collapsed={collapsed && !mobileOpened}
          onNavigate={closeMobile}
        />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Box className={classes.content}>{children}</Box>
        <AppFooter />
      </AppShell.Main>
      <ScrollToTop />
    </AppShell>
  )
}
