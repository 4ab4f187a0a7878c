import type { NavItem, NavLinkItem } from '@/components/layout/nav-types'
import { pageIcon } from '@/features/search/components/page-icons'
import en from '@/lib/locales/en.json'
import { seedSearchPages } from '@/mock/fixtures/search'
import { navigation } from './navigation'

/**
 * The search's Pages group (a fixture of the mock, which cannot import the
 * app) must list exactly the pages of the navigation: a menu entry added
 * without its search page, or the other way round, fails here.
 */
function navLinks(items: readonly NavItem[]): NavLinkItem[] {
  return items.flatMap((item): NavLinkItem[] =>
    item.kind === 'link' ? [item] : item.kind === 'group' ? [...item.children] : [],
  )
}

const links = navLinks(navigation)
const pages = seedSearchPages()

describe('the search pages and the navigation', () => {
  it('have the same links', () => {
    expect(pages.map((page) => page.link).sort()).toEqual(links.map((link) => link.to).sort())
  })

  it.each(links.map((link) => [link.to, link] as const))(
    '%s has a search page with the navigation key, ability and icon',
    (_, link) => {
      const page = pages.find((candidate) => candidate.link === link.to)
      expect(page).toBeDefined()
      expect(page?.target).toBe(link.key)
      expect(page?.ability).toEqual(link.ability)
      expect(pageIcon(page?.icon ?? '')).toBe(link.icon)
    },
  )

  it.each(pages.map((page) => [page.link, page] as const))(
    '%s is titled as the English menu label',
    (_, page) => {
      expect(page.title).toBe((en.nav as Record<string, string>)[page.target])
    },
  )

  it('have unique ids and links', () => {
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length)
    expect(new Set(pages.map((page) => page.link)).size).toBe(pages.length)
  })
})
