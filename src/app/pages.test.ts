import { readFileSync } from 'node:fs'
import { isRedirect } from '@tanstack/react-router'
import { menuGroups, pageOf, pages } from '@/contract/pages'
import { pageIcons } from '@/features/search/components/page-icons'
import { startSession, endSession } from '@/lib/session'
import { requirePageAbility } from './guards'

/** Every address the router answers, as the generated route tree lists them. */
function allRoutes(): Set<string> {
  const tree = readFileSync('src/app/route-tree.gen.ts', 'utf8')
  const paths = [...tree.matchAll(/^ {6}fullPath: '([^']*)'$/gm)].map((match) => match[1] ?? '')
  // An index route's full path ends in a slash: /apps/invoice/preview/ is /apps/invoice/preview.
  return new Set(paths.map((path) => path.replace(/(.)\/$/, '$1')))
}

/** Every route inside the signed-in shell, as the generated route tree names them. */
function shellRoutes(): string[] {
  const tree = readFileSync('src/app/route-tree.gen.ts', 'utf8')
  const ids = [...tree.matchAll(/^ {4}'(\/_app\/[^']*)': \{$/gm)].map((match) => match[1] ?? '')
  return ids.map((id) => id.replace(/^\/_app/, '').replace(/\/$/, '') || '/')
}

function signInWith(ability: { action: string; subject: string }[]) {
  startSession({
    accessToken: 'a',
    refreshToken: 'r',
    userData: {
      id: 2,
      fullName: 'Client',
      username: 'client',
      email: 'client@demo.test',
      avatar: '',
      role: 'client',
      ability,
    },
  } as Parameters<typeof startSession>[0])
}

describe('the page registry', () => {
  it('declares each key and path once, with an icon the app draws', () => {
    expect(new Set(pages.map((page) => page.key)).size).toBe(pages.length)
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length)
    for (const page of pages) expect(pageIcons[page.icon], page.key).toBeDefined()
    for (const icon of Object.values(menuGroups)) expect(pageIcons[icon], icon).toBeDefined()
  })

  it('gives every route of the signed-in shell a page, so every route is guarded', () => {
    const routes = shellRoutes()
    expect(routes.length).toBeGreaterThan(100)
    // /apps/invoice only redirects to the list, which is guarded.
    expect(routes.filter((route) => !pageOf(route))).toEqual(['/apps/invoice'])
  })

  it('names only routes that exist, so every menu link leads somewhere', () => {
    const routes = allRoutes()
    expect(routes.size).toBeGreaterThan(100)
    expect(pages.map((page) => page.path).filter((path) => !routes.has(path))).toEqual([])
  })

  it('gives a record page the page it sits under, and / only to itself', () => {
    expect(pageOf('/apps/invoice/preview/5010')?.key).toBe('invoicePreview')
    expect(pageOf('/apps/user/view/$id')?.key).toBe('userView')
    expect(pageOf('/')?.key).toBe('home')
    expect(pageOf('/nowhere')).toBeUndefined()
    expect(pageOf('/apps/invoice/listing')).toBeUndefined()
  })

  it.each([
    ['invoice', 'Invoice'],
    ['users', 'User'],
    ['blog', 'Blog'],
  ])('names its app in each search title of the %s group', (group, name) => {
    const titles = pages.filter((page) => page.group === group).map((page) => page.title)
    expect(titles.length).toBeGreaterThan(2)
    for (const title of titles) expect(title.toLowerCase()).toContain(name.toLowerCase())
  })
})

describe('the page guard', () => {
  afterEach(() => endSession('signed-out'))

  const redirectOf = async (pathname: string) => {
    try {
      await requirePageAbility(pathname)
      return undefined
    } catch (error) {
      if (!isRedirect(error)) throw error
      return error.options.to
    }
  }

  it('sends an account without the ability to /misc/not-authorized, record pages included', async () => {
    signInWith([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ])
    expect(await redirectOf('/apps/invoice/preview/5010')).toBe('/misc/not-authorized')
    expect(await redirectOf('/dashboard/analytics')).toBe('/misc/not-authorized')
    expect(await redirectOf('/access-control')).toBeUndefined()
    expect(await redirectOf('/pages/login-v1')).toBeUndefined()
  })

  it('sends an account without the dashboard from / to its own home', async () => {
    signInWith([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ])
    expect(await redirectOf('/')).toBe('/access-control')
  })

  it('asks for the update ability on an edit page, not only read', async () => {
    signInWith([
      { action: 'read', subject: 'Invoice' },
      { action: 'read', subject: 'Auth' },
    ])
    expect(await redirectOf('/apps/invoice/list')).toBeUndefined()
    expect(await redirectOf('/apps/invoice/edit/5010')).toBe('/misc/not-authorized')
    expect(await redirectOf('/apps/invoice/add')).toBe('/misc/not-authorized')
  })
})
