import {
  IconAlertTriangle,
  IconSettings,
  IconUserCircle,
  IconHelp,
  IconBook,
  IconCurrencyDollar,
  IconArticle,
  IconTypography,
  IconPalette,
  IconIcons,
  IconForms,
  IconLayoutList,
  IconTable,
  IconTableOptions,
  IconChartBar,
  IconMap,
  IconPuzzle,
  IconCalendar,
  IconChartPie,
  IconChecklist,
  IconComponents,
  IconFile,
  IconFileDollar,
  IconShoppingCart,
  IconId,
  IconLayout,
  IconListSearch,
  IconMail,
  IconLock,
  IconMessages,
  IconShieldLock,
  IconSmartHome,
  IconUsers,
  type Icon,
  type IconProps,
} from '@tabler/icons-react'
import { createElement } from 'react'

/** The Tabler icons a page item may name (its `icon` field), by Tabler name. */
export const pageIcons: Readonly<Record<string, Icon>> = {
  'alert-triangle': IconAlertTriangle,
  calendar: IconCalendar,
  'chart-pie': IconChartPie,
  checklist: IconChecklist,
  components: IconComponents,
  'file-dollar': IconFileDollar,
  id: IconId,
  layout: IconLayout,
  'list-search': IconListSearch,
  mail: IconMail,
  lock: IconLock,
  messages: IconMessages,
  'shield-lock': IconShieldLock,
  'shopping-cart': IconShoppingCart,
  'smart-home': IconSmartHome,
  users: IconUsers,
  settings: IconSettings,
  'user-circle': IconUserCircle,
  help: IconHelp,
  book: IconBook,
  'currency-dollar': IconCurrencyDollar,
  article: IconArticle,
  typography: IconTypography,
  palette: IconPalette,
  icons: IconIcons,
  forms: IconForms,
  'layout-list': IconLayoutList,
  table: IconTable,
  'table-options': IconTableOptions,
  'chart-bar': IconChartBar,
  map: IconMap,
  puzzle: IconPuzzle,
}

/** The icon of a page item; a plain page for a name the app does not know. */
export function pageIcon(name: string): Icon {
  return pageIcons[name] ?? IconFile
}

/** Draws a page item's icon. */
export function PageIcon({ name, ...props }: { name: string } & IconProps) {
  return createElement(pageIcon(name), props)
}
