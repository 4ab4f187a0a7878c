import {
  IconAlertTriangle,
  IconChecklist,
  IconComponents,
  IconLayout,
  IconListSearch,
  IconMail,
  IconLock,
  IconMessages,
  IconShieldLock,
  IconSmartHome,
} from '@tabler/icons-react'
import type { NavItem, NavLinkItem } from '@/components/layout/nav-types'

const page = (key: string, to: string): NavLinkItem => ({
  kind: 'link',
  key,
  labelKey: `nav.${key}`,
  icon: IconLock,
  to,
  ability: ['read', 'Auth'],
})

const layoutPage = (key: string, to: string): NavLinkItem => ({
  ...page(key, to),
  ability: ['read', 'Page'],
})

/**
 * The one navigation definition: the side menu (and later the horizontal menu
 * and search) are drawn from it, showing only what the user's ability allows.
 */
export const navigation: readonly NavItem[] = [
  { kind: 'section', key: 'dashboards', labelKey: 'nav.dashboards' },
  {
    kind: 'link',
    key: 'home',
    labelKey: 'nav.home',
    icon: IconSmartHome,
    to: '/',
    ability: ['read', 'Dashboard'],
  },
  { kind: 'section', key: 'apps', labelKey: 'nav.apps' },
  {
    kind: 'link',
    key: 'email',
    labelKey: 'nav.email',
    icon: IconMail,
    to: '/apps/email',
    ability: ['read', 'Email'],
  },
  {
    kind: 'link',
    key: 'chat',
    labelKey: 'nav.chat',
    icon: IconMessages,
    to: '/apps/chat',
    ability: ['read', 'Chat'],
  },
  {
    kind: 'link',
    key: 'todo',
    labelKey: 'nav.todo',
    icon: IconChecklist,
    to: '/apps/todo',
    ability: ['read', 'Todo'],
  },
  { kind: 'section', key: 'pages', labelKey: 'nav.pages' },
  {
    kind: 'group',
    key: 'authentication',
    labelKey: 'nav.authentication',
    icon: IconLock,
    children: [
      page('loginV1', '/pages/login-v1'),
      page('loginV2', '/pages/login-v2'),
      page('registerV1', '/pages/register-v1'),
      page('registerV2', '/pages/register-v2'),
      page('forgotPasswordV1', '/pages/forgot-password-v1'),
      page('forgotPasswordV2', '/pages/forgot-password-v2'),
      page('resetPasswordV1', '/pages/reset-password-v1'),
      page('resetPasswordV2', '/pages/reset-password-v2'),
    ],
  },
  {
    kind: 'group',
    key: 'miscellaneous',
    labelKey: 'nav.miscellaneous',
    icon: IconAlertTriangle,
    children: [
      page('comingSoon', '/misc/coming-soon'),
      page('notAuthorized', '/misc/not-authorized'),
      page('maintenance', '/misc/maintenance'),
      page('error', '/misc/error'),
    ],
  },
  {
    kind: 'group',
    key: 'pageLayouts',
    labelKey: 'nav.pageLayouts',
    icon: IconLayout,
    children: [
      layoutPage('layoutCollapsedMenu', '/page-layout/collapse-menu'),
      layoutPage('layoutBoxed', '/page-layout/layout-boxed'),
      layoutPage('layoutWithoutMenu', '/page-layout/without-menu'),
      layoutPage('layoutEmpty', '/page-layout/layout-empty'),
      layoutPage('layoutBlank', '/page-layout/layout-blank'),
    ],
  },
  {
    kind: 'link',
    key: 'accessControl',
    labelKey: 'nav.accessControl',
    icon: IconShieldLock,
    to: '/access-control',
    ability: ['read', 'ACL'],
  },
  { kind: 'section', key: 'userInterface', labelKey: 'nav.userInterface' },
  {
    kind: 'group',
    key: 'components',
    labelKey: 'nav.components',
    icon: IconComponents,
    children: [
      {
        kind: 'link',
        key: 'autoComplete',
        labelKey: 'nav.autoComplete',
        icon: IconListSearch,
        to: '/components/auto-complete',
        ability: ['read', 'Component'],
      },
    ],
  },
]
