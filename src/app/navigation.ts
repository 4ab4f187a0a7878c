import type { NavItem, NavLinkItem } from '@/components/layout/nav-types'
import { menuGroups, pages, type PageEntry } from '@/contract/pages'
import { pageIcon } from '@/features/search/components/page-icons'

const linkOf = (page: PageEntry): NavLinkItem => ({
  kind: 'link',
  key: page.key,
  labelKey: `nav.${page.key}`,
  icon: pageIcon(page.icon),
  to: page.path as NavLinkItem['to'],
  ability: page.ability,
})

/**
 * The menu, drawn from the page registry (src/contract/pages.ts): a heading
 * where a section starts, a group for consecutive pages of one group. The side
 * and horizontal menus show only what the user's ability allows.
 */
function buildNavigation(registry: readonly PageEntry[]): NavItem[] {
  const items: NavItem[] = []
  let section: string | undefined
  for (const page of registry) {
    if (page.section !== section) {
      section = page.section
      items.push({ kind: 'section', key: section, labelKey: `nav.${section}` })
    }
    const last = items.at(-1)
    if (!page.group) items.push(linkOf(page))
    else if (last?.kind === 'group' && last.key === page.group)
      items[items.length - 1] = { ...last, children: [...last.children, linkOf(page)] }
    else
      items.push({
        kind: 'group',
        key: page.group,
        labelKey: `nav.${page.group}`,
        icon: pageIcon(menuGroups[page.group]),
        children: [linkOf(page)],
      })
  }
  return items
}

export const navigation: readonly NavItem[] = buildNavigation(pages)
