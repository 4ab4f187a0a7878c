import type { Icon } from '@tabler/icons-react'
import type { LinkOptions } from '@tanstack/react-router'
import type { AbilityAction, AbilitySubject, AppAbility } from '@/contract/ability'

/** One page in the menu. `labelKey` is an i18n key; `ability` is what the user needs to see it. */
export interface NavLinkItem {
  kind: 'link'
  key: string
  labelKey: string
  icon: Icon
  /** A route of the app (src/app/pages.test.ts checks each registry path is one). */
  to: NonNullable<LinkOptions['to']>
  ability: readonly [AbilityAction, AbilitySubject]
}

/** A collapsible group of pages. */
export interface NavGroupItem {
  kind: 'group'
  key: string
  labelKey: string
  icon: Icon
  children: readonly NavLinkItem[]
}

/** A heading between groups of entries. */
export interface NavSectionItem {
  kind: 'section'
  key: string
  labelKey: string
}

export type NavItem = NavLinkItem | NavGroupItem | NavSectionItem

/** Keeps the entries the ability allows, drops empty groups and headings with nothing under them. */
export function visibleNav(items: readonly NavItem[], ability: AppAbility): NavItem[] {
  const allowed = items.flatMap((item): NavItem[] => {
    if (item.kind === 'link') return ability.can(...item.ability) ? [item] : []
    if (item.kind === 'group') {
      const children = item.children.filter((child) => ability.can(...child.ability))
      return children.length ? [{ ...item, children }] : []
    }
    return [item]
  })
  return allowed.filter(
    (item, index) =>
      item.kind !== 'section' ||
      (allowed[index + 1] !== undefined && allowed[index + 1]?.kind !== 'section'),
  )
}

/** Whether a menu entry's page is the one shown (or an ancestor of it). */
export function isNavActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`)
}

export interface NavSectionGroup {
  key: string
  labelKey: string
  entries: (NavLinkItem | NavGroupItem)[]
}

/** The entries under each section heading: the horizontal menu's top-level dropdowns. */
export function navSections(items: readonly NavItem[]): NavSectionGroup[] {
  const sections: NavSectionGroup[] = []
  for (const item of items) {
    if (item.kind === 'section')
      sections.push({ key: item.key, labelKey: item.labelKey, entries: [] })
    else if (sections.length === 0)
      sections.push({ key: item.key, labelKey: item.labelKey, entries: [item] })
    else sections.at(-1)?.entries.push(item)
  }
  return sections.filter((section) => section.entries.length > 0)
}
