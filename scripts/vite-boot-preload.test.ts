import { describe, expect, it } from 'vitest'
import { bootPreload, routePattern } from './vite-boot-preload'

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

/** The `boot-preload.js` the plugin emits for a small build. */
function emittedScript(): string {
  const plugin = bootPreload(SHELL, 'session-key', 'language-key')
  const bundle = {
    entry: chunk('assets/index.js', ['/app/src/main.tsx'], { isEntry: true }),
    shell: chunk('assets/shell.js', [SHELL], { facadeModuleId: SHELL }),
    en: chunk('assets/en-1.js', ['/app/src/lib/locales/en/shell.json']),
    de: chunk('assets/de-2.js', ['/app/src/lib/locales/de/shell.json']),
  }
  let source = ''
  const generate = plugin.generateBundle as (
    this: unknown,
    options: unknown,
    bundle: unknown,
  ) => void
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

/** The files the script asks for, with the given storage. */
function preloaded(stored: Record<string, string>): string[] {
  const links: { href: string }[] = []
  const run = new Function('localStorage', 'location', 'document', emittedScript())
  run(
    { getItem: (key: string) => stored[key] ?? null },
    { pathname: '/' },
    {
      createElement: () => ({}),
      head: { append: (link: { href: string }) => links.push(link) },
    },
  )
  return links.map((link) => link.href)
}

describe('boot-preload.js', () => {
  it('asks for the shell and the stored language’s catalogue when a session is stored', () => {
    expect(preloaded({ 'session-key': '{}', 'language-key': 'de' })).toEqual([
      '/assets/shell.js',
      '/assets/de-2.js',
    ])
  })

  it('falls back to the English catalogue for a missing or unknown language', () => {
    expect(preloaded({ 'session-key': '{}' })).toContain('/assets/en-1.js')
    expect(preloaded({ 'session-key': '{}', 'language-key': 'constructor' })).toContain(
      '/assets/en-1.js',
    )
  })

  it('asks for nothing without a session', () => {
    expect(preloaded({ 'language-key': 'de' })).toEqual([])
  })
})
