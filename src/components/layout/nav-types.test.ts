import type { Icon } from '@tabler/icons-react'
import { buildAbility, type AbilityAction, type AbilitySubject } from '@/contract/ability'
import { visibleNav, type NavGroupItem, type NavItem, type NavLinkItem } from './nav-types'

const icon = (() => null) as unknown as Icon

const link = (key: string, ability: [AbilityAction, AbilitySubject]): NavLinkItem => ({
  kind: 'link',
  key,
  labelKey: `nav.${key}`,
  icon,
  to: `/${key}` as NavLinkItem['to'],
  ability,
})
const group = (key: string, children: NavLinkItem[]): NavGroupItem => ({
  kind: 'group',
  key,
  labelKey: `nav.${key}`,
  icon,
  children,
})
const section = (key: string): NavItem => ({ kind: 'section', key, labelKey: `nav.${key}` })

const clientAbility = buildAbility([
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
])
const adminAbility = buildAbility([{ action: 'manage', subject: 'all' }])

const items: NavItem[] = [
  section('dashboards'),
  link('analytics', ['read', 'Dashboard']),
  link('ecommerce', ['read', 'Dashboard']),
  section('apps'),
  link('email', ['read', 'Email']),
  group('invoices', [
    link('invoiceList', ['read', 'Invoice']),
    link('invoiceAdd', ['create', 'Invoice']),
  ]),
  section('pages'),
  group('auth', [link('loginV1', ['read', 'Auth']), link('secret', ['read', 'User'])]),
  link('accessControl', ['read', 'ACL']),
  section('empty'),
  section('charts'),
  link('chart', ['read', 'Component']),
  section('trailing'),
]

const keys = (nav: NavItem[]) => nav.map((item) => item.key)

describe('visibleNav', () => {
  it('shows the client only what it may read, without empty groups or headings', () => {
    const nav = visibleNav(items, clientAbility)
    expect(keys(nav)).toEqual(['pages', 'auth', 'accessControl'])
    const auth = nav[1]
    expect(auth?.kind).toBe('group')
    expect(auth?.kind === 'group' && auth.children.map((c) => c.key)).toEqual(['loginV1'])
  })

  it('shows the admin everything but headings with nothing under them', () => {
    const nav = visibleNav(items, adminAbility)
    expect(keys(nav)).toEqual([
      'dashboards',
      'analytics',
      'ecommerce',
      'apps',
      'email',
      'invoices',
      'pages',
      'auth',
      'accessControl',
      'charts',
      'chart',
    ])
    const invoices = nav.find((item) => item.key === 'invoices')
    expect(invoices?.kind === 'group' && invoices.children).toHaveLength(2)
  })

  it('keeps every entry of a menu without empty headings for the admin', () => {
    const full = items.filter((item) => !['empty', 'trailing'].includes(item.key))
    expect(visibleNav(full, adminAbility)).toEqual(full)
  })

  it('drops a group when none of its children is allowed', () => {
    const nav = visibleNav(
      [group('invoices', [link('invoiceList', ['read', 'Invoice'])])],
      clientAbility,
    )
    expect(nav).toEqual([])
  })

  it('shows nothing to an ability that allows nothing', () => {
    expect(visibleNav(items, buildAbility([]))).toEqual([])
  })

  it('does not change the items it was given', () => {
    const before = JSON.stringify(items)
    visibleNav(items, clientAbility)
    expect(JSON.stringify(items)).toBe(before)
  })
})

describe('navSections', () => {
  it('puts the entries under each heading together and drops empty headings', async () => {
    const { navSections } = await import('./nav-types')
    const link = (key: string) => ({
      kind: 'link' as const,
      key,
      labelKey: key,
      icon: (() => null) as never,
      to: `/${key}` as NavLinkItem['to'],
      ability: ['read', 'Auth'] as const,
    })
    const sections = navSections([
      link('orphan'),
      { kind: 'section', key: 's1', labelKey: 'S1' },
      link('a'),
      {
        kind: 'group',
        key: 'g',
        labelKey: 'G',
        icon: (() => null) as never,
        children: [link('b')],
      },
      { kind: 'section', key: 'empty', labelKey: 'Empty' },
      { kind: 'section', key: 's2', labelKey: 'S2' },
      link('c'),
    ])
    expect(sections.map((s) => [s.key, s.entries.map((e) => e.key)])).toEqual([
      ['orphan', ['orphan']],
      ['s1', ['a', 'g']],
      ['s2', ['c']],
    ])
  })

  it('tells whether an entry is the page shown or one of its ancestors', async () => {
    const { isNavActive } = await import('./nav-types')
    expect(isNavActive('/', '/')).toBe(true)
    expect(isNavActive('/apps', '/')).toBe(false)
    expect(isNavActive('/apps/email/3', '/apps/email')).toBe(true)
    expect(isNavActive('/apps/emails', '/apps/email')).toBe(false)
  })
})
