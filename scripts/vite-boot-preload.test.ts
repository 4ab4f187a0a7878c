import { describe, expect, it } from 'vitest'
import { storedLayoutDefaults } from '../src/lib/layout-defaults'
import { pickLanguage } from '../src/lib/language-key'
import { bootPreload, routeNamespaces, routePattern } from './vite-boot-preload'

describe('routePattern', () => {
  it.each([
    ['_app/index', '/'],
    ['_app/dashboard/analytics', '/dashboard/analytics'],
    ['_app/apps/invoice/preview/$id', '/apps/invoice/preview/*'],
    ['_app/pages/knowledge-base/$category/index', '/pages/knowledge-base/*'],
    ['_app/pages/knowledge-base/$category/$question', '/pages/knowledge-base/*/*'],
  ])('serves %s at %s', (file, pattern) => {
    expect(routePattern(file)).toBe(pattern)
  })
})

describe('routeNamespaces', () => {
  it('reads the quoted names of a route file’s staticData.ns', () => {
    expect(
      routeNamespaces(
        "export const Route = createFileRoute('/_app/x')({\n  staticData: { ns: ['users', 'invoices'] },\n})",
      ),
    ).toEqual(['users', 'invoices'])
    expect(routeNamespaces("staticData: { layout: 'blank', ns: [...SIGN_IN, 'shell'] }")).toEqual([
      'shell',
    ])
    expect(routeNamespaces("createFileRoute('/_app/x')({ component: Page })")).toEqual([])
  })
})

/** A built chunk as the plugin reads it. */
const chunk = (fileName: string, moduleIds: string[], extra: object = {}) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports: [],
  facadeModuleId: null,
  isEntry: false,
  ...extra,
})

const SHELL = '/app/src/app/routes/_app.tsx?tsr-split=component---loader'
const ANALYTICS = '/app/src/app/routes/_app/dashboard/analytics.tsx?tsr-split=component---loader'
const MOCK = '/app/src/mock/browser.ts'

/** The `boot-preload.js` the plugin emits for a small build, which may answer calls with the mock. */
function emittedScript(withMock: boolean): string {
  const plugin = bootPreload({
    shellModule: SHELL,
    mockModule: withMock ? MOCK : undefined,
    sessionKey: 'session-key',
    languageKey: 'language-key',
    layoutKey: 'layout-key',
    layoutDefaults: storedLayoutDefaults,
    navbarColours: { teal: '#087f5b' },
    pageAbility: (path) => (path === '/dashboard/analytics' ? ['read', 'Dashboard'] : undefined),
    shellNamespaces: ['shell', 'messages'],
    signInNamespaces: ['auth', 'messages'],
    readSource: (path) => {
      if (path === ANALYTICS.replace(/\?.*$/, ''))
        return "staticData: { ns: ['dashboards', 'shell'], heading: { key: 'dashboards:home.welcome', size: 'h3' } }"
      const language = /locales\/(\w+)\/dashboards\.json$/.exec(path)?.[1]
      if (language === 'de') return JSON.stringify({ home: { welcome: 'Willkommen, {{name}}' } })
      if (language === 'en') return JSON.stringify({ home: { welcome: 'Welcome, {{name}}' } })
      return ''
    },
  })
  const catalogue = (language: string, ns: string, index: number) =>
    chunk(`assets/${ns}-${language}${String(index)}.js`, [
      `/app/src/lib/locales/${language}/${ns}.json`,
    ])
  const bundle = {
    entry: chunk('assets/index.js', ['/app/src/main.tsx'], { isEntry: true }),
    shell: chunk('assets/shell.js', [SHELL], { facadeModuleId: SHELL }),
    analytics: chunk('assets/analytics.js', [ANALYTICS], { facadeModuleId: ANALYTICS }),
    mock: chunk('assets/browser.js', [MOCK], {
      facadeModuleId: MOCK,
      imports: ['assets/index.js', 'assets/shell.js', 'assets/host-link.js'],
    }),
    hostLink: chunk('assets/host-link.js', ['/app/src/mock/host-link.ts']),
    ...Object.fromEntries(
      ['shell', 'messages', 'auth', 'dashboards'].flatMap((ns) =>
        ['en', 'de'].map((language, index) => [
          `${ns}-${language}`,
          catalogue(language, ns, index),
        ]),
      ),
    ),
  }
  let source = ''
  const generate = (
    plugin.generateBundle as unknown as {
      handler: (this: unknown, options: unknown, bundle: unknown) => void
    }
  ).handler
  generate.call(
    {
      emitFile: (file: { source: string }) => (source = file.source),
      error: (message: string) => {
        throw new Error(message)
      },
    },
    {},
    bundle,
  )
  return source
}

/** A stand-in for the few parts of the DOM the script draws with. */
interface FakeElement {
  tag: string
  className: string
  dataset: Record<string, string>
  textContent: string
  children: FakeElement[]
  setAttribute: () => void
  append: (...children: FakeElement[]) => void
}

function fakeElement(tag: string): FakeElement {
  const element: FakeElement = {
    tag,
    className: '',
    dataset: {},
    textContent: '',
    children: [],
    setAttribute: () => {},
    append: (...children) => element.children.push(...children),
  }
  return element
}

/** Timers the script waits on: each callback runs when `run` is called (by default at once). */
interface Timers {
  requestAnimationFrame: (callback: () => void) => void
  setTimeout: (callback: () => void) => void
}

const atOnce: Timers = {
  requestAnimationFrame: (callback) => callback(),
  setTimeout: (callback) => callback(),
}

/** Runs the script with the given storage, browser languages and address. */
function runScript(
  stored: Record<string, string>,
  browserLanguages: string[],
  pathname: string,
  withMock = false,
  timers: Timers = atOnce,
) {
  const links: { href: string }[] = []
  const drawn: FakeElement[] = []
  const doc = {
    createElement: fakeElement,
    // Only the links of a fragment put into the head count.
    createDocumentFragment: () => {
      const held: { href: string }[] = []
      return { held, append: (link: { href: string }) => held.push(link) }
    },
    head: { append: (fragment: { held: { href: string }[] }) => links.push(...fragment.held) },
    getElementById: () => ({
      ownerDocument: doc,
      querySelector: () => ({ setAttribute: () => {} }),
      replaceChildren: (frame: FakeElement) => drawn.push(frame),
    }),
  }
  const run = new Function(
    'localStorage',
    'location',
    'document',
    'navigator',
    'requestAnimationFrame',
    'setTimeout',
    emittedScript(withMock),
  )
  run(
    { getItem: (key: string) => stored[key] ?? null },
    { pathname },
    doc,
    { languages: browserLanguages },
    timers.requestAnimationFrame,
    timers.setTimeout,
  )
  return {
    /** The files asked for so far. */
    get links() {
      return links.map((link) => link.href)
    },
    drawn,
  }
}

/** The text of the heading the script drew, if it drew one. */
function drawnHeading(stored: Record<string, string>, pathname: string): string | undefined {
  const [frame] = runScript(stored, [], pathname).drawn
  const find = (element: FakeElement): FakeElement | undefined =>
    element.tag === 'h1' ? element : element.children.map(find).find(Boolean)
  return frame && find(frame)?.textContent
}

/** The files the script asks for, with the given storage and browser languages. */
function preloaded(
  stored: Record<string, string>,
  browserLanguages: string[] = [],
  pathname = '/',
): string[] {
  return runScript(stored, browserLanguages, pathname).links
}

/** What a signed-in visit of the analytics dashboard asks for, in German, with the mock. */
const analyticsWithMock = [
  '/assets/shell.js',
  '/assets/shell-de1.js',
  '/assets/messages-de1.js',
  '/assets/analytics.js',
  '/assets/dashboards-de1.js',
  '/assets/browser.js',
  '/assets/host-link.js',
]

describe('boot-preload.js', () => {
  it('asks for the shell and its catalogues in the stored language when a session is stored', () => {
    expect(preloaded({ 'session-key': '{}', 'language-key': 'de' }, ['en-US'])).toEqual([
      '/assets/shell.js',
      '/assets/shell-de1.js',
      '/assets/messages-de1.js',
    ])
  })

  it('asks for the opened page’s files and catalogues, each once', () => {
    expect(
      preloaded({ 'session-key': '{}', 'language-key': 'de' }, [], '/dashboard/analytics/'),
    ).toEqual([
      '/assets/shell.js',
      '/assets/shell-de1.js',
      '/assets/messages-de1.js',
      '/assets/analytics.js',
      '/assets/dashboards-de1.js',
    ])
  })

  it('asks for the mock back end’s page side last, and only what the shell does not bring', () => {
    const signedIn = { 'session-key': '{}', 'language-key': 'de' }
    expect(runScript(signedIn, [], '/dashboard/analytics', true).links).toEqual(analyticsWithMock)
    // Signed out, the sign-in page answers no call before its form is sent.
    expect(runScript({ 'language-key': 'de' }, [], '/login', true).links).toEqual([
      '/assets/auth-de1.js',
      '/assets/messages-de1.js',
    ])
  })

  it('takes the browser’s language when none is stored, and English when it has none of its own', () => {
    expect(preloaded({ 'session-key': '{}' }, ['de-AT', 'en'])).toContain('/assets/shell-de1.js')
    expect(preloaded({ 'session-key': '{}' }, ['it-IT'])).toContain('/assets/shell-en0.js')
    expect(preloaded({ 'session-key': '{}', 'language-key': 'constructor' })).toContain(
      '/assets/shell-en0.js',
    )
  })

  it('draws the page’s heading in the visitor’s language, with the stored user’s name', () => {
    const session = JSON.stringify({
      userData: { fullName: 'Ana Lima', ability: [{ action: 'read', subject: 'Dashboard' }] },
    })
    expect(
      drawnHeading({ 'session-key': session, 'language-key': 'de' }, '/dashboard/analytics'),
    ).toBe('Willkommen, Ana Lima')
    // A language without the catalogue: English.
    expect(
      drawnHeading({ 'session-key': session, 'language-key': 'fr' }, '/dashboard/analytics'),
    ).toBe('Welcome, Ana Lima')
  })

  it('asks for the files once the drawn heading is painted, so that they do not delay it', () => {
    const session = JSON.stringify({
      userData: { fullName: 'Ana Lima', ability: [{ action: 'read', subject: 'Dashboard' }] },
    })
    const frames: (() => void)[] = []
    const timeouts: (() => void)[] = []
    const timers: Timers = {
      requestAnimationFrame: (callback) => frames.push(callback),
      setTimeout: (callback) => timeouts.push(callback),
    }
    const signedIn = { 'session-key': session, 'language-key': 'de' }
    const script = runScript(signedIn, [], '/dashboard/analytics', false, timers)
    expect(script.drawn).toHaveLength(1)
    expect(script.links).toEqual([])
    // The frame after the paint (or, in a hidden tab without frames, the fallback timer).
    for (const callback of frames.splice(0)) callback()
    for (const callback of timeouts.splice(0)) callback()
    for (const callback of timeouts.splice(0)) callback()
    expect(script.links).toEqual([
      '/assets/shell.js',
      '/assets/shell-de1.js',
      '/assets/messages-de1.js',
      '/assets/analytics.js',
      '/assets/dashboards-de1.js',
    ])
  })

  it('puts the links in the head four per task, in order, so that no task is long', () => {
    const timeouts: (() => void)[] = []
    const timers: Timers = { ...atOnce, setTimeout: (callback) => timeouts.push(callback) }
    const signedIn = { 'session-key': '{}', 'language-key': 'de' }
    const script = runScript(signedIn, [], '/dashboard/analytics', true, timers)
    expect(script.links).toEqual(analyticsWithMock.slice(0, 4))
    expect(timeouts).toHaveLength(1)
    for (const callback of timeouts.splice(0)) callback()
    expect(script.links).toEqual(analyticsWithMock)
    expect(timeouts).toHaveLength(0)
  })

  it('draws nothing for a user whose rules do not open the page', () => {
    const session = (ability: object[]) =>
      JSON.stringify({ userData: { fullName: 'Ana Lima', ability } })
    const analytics = (ability: object[]) =>
      drawnHeading({ 'session-key': session(ability) }, '/dashboard/analytics')
    expect(analytics([{ action: 'read', subject: 'ACL' }])).toBeUndefined()
    expect(analytics([{ action: 'create', subject: 'Dashboard' }])).toBeUndefined()
    expect(analytics([{ action: 'manage', subject: 'all' }])).toBe('Welcome, Ana Lima')
    expect(analytics([{ action: 'manage', subject: 'Dashboard' }])).toBe('Welcome, Ana Lima')
  })

  it('draws nothing without a session, for a page without a heading, or without the name it needs', () => {
    expect(drawnHeading({}, '/dashboard/analytics')).toBeUndefined()
    expect(drawnHeading({ 'session-key': '{}' }, '/')).toBeUndefined()
    expect(drawnHeading({ 'session-key': '{}' }, '/dashboard/analytics')).toBeUndefined()
  })

  it('asks for the sign-in page’s catalogues alone without a session', () => {
    expect(preloaded({ 'language-key': 'de' })).toEqual([
      '/assets/auth-de1.js',
      '/assets/messages-de1.js',
    ])
    expect(preloaded({}, ['fr-FR'])).toEqual(['/assets/auth-en0.js', '/assets/messages-en0.js'])
  })
})

describe('pickLanguage', () => {
  const supported = ['en', 'de', 'fr', 'pt']
  it.each([
    ['fr', ['de-DE'], 'fr'],
    [null, ['pt-BR', 'en'], 'pt'],
    [null, ['it', 'DE-ch'], 'de'],
    [null, ['it'], 'en'],
    ['xx', [], 'en'],
    ['__proto__', ['fr'], 'fr'],
  ])('stored %s, browser %j: %s', (stored, browser, language) => {
    expect(pickLanguage(stored, browser, supported)).toBe(language)
  })
})
