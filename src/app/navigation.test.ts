import { buildAbility } from '@/contract/ability'
import type { NavItem } from '@/components/layout/nav-types'
import { visibleNav } from '@/components/layout/nav-types'
import en from '@/lib/locales/en/shell.json'
import { navigation } from './navigation'

function allItems(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item): NavItem[] =>
    item.kind === 'group' ? [item, ...item.children] : [item],
  )
}

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalogue,
    )
}

describe('navigation', () => {
  it.each(allItems(navigation).map((item) => [item.labelKey]))(
    'has an English label for %s',
    (labelKey) => {
      expect(typeof lookup(en, labelKey)).toBe('string')
    },
  )

  it('uses each key once', () => {
    const keys = allItems(navigation).map((item) => item.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('shows the client account (read ACL, read Auth) no dashboard and no empty heading', () => {
    const client = buildAbility([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ])
    const nav = visibleNav(navigation, client)
    const keys = nav.map((item) => item.key)
    expect(keys).not.toContain('home')
    expect(keys).not.toContain('dashboards')
    expect(keys).toContain('accessControl')
    expect(nav[0]?.kind).toBe('section')
  })

  it('shows the admin account every entry', () => {
    const admin = buildAbility([{ action: 'manage', subject: 'all' }])
    expect(visibleNav(navigation, admin)).toEqual(navigation)
  })
})
