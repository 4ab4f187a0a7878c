import { readFileSync } from 'node:fs'
import type { OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { drawBootFrame, type BootFrameLayout } from '../src/app/boot-frame.ts'
import { pickLanguage } from '../src/lib/language-key.ts'

/** A language's catalogue of one namespace, its own chunk (src/lib/i18n.ts). */
const CATALOGUE = /\/src\/lib\/locales\/(\w+)\/([\w-]+)\.json$/

/** A route file's split component, as the router plugin names it (see `defaultBehavior`). */
const ROUTE_CHUNK = /\/src\/app\/routes\/(.+)\.tsx\?tsr-split=component---loader$/

/** The quoted names in a route file's `staticData: { ns: [...] }` (a spread name is skipped). */
export function routeNamespaces(source: string): string[] {
  const list = source.match(/staticData:\s*\{[^}]*?\bns:\s*\[([^\]]*)\]/)?.[1] ?? ''
  return [...list.matchAll(/'([\w-]+)'/g)].map((match) => match[1] ?? '')
}

/** A page's heading as its route file declares it (`staticData.heading`), for the loading screen. */
export interface RouteHeading {
  ns: string
  key: string
  size: string
}

/** The route file's `staticData: { heading: { key: 'ns:key', size: 'h1' } }`, if it has one. */
export function routeHeading(source: string): RouteHeading | undefined {
  const match = source.match(
    /\bheading:\s*\{\s*key:\s*'([\w-]+):([\w.]+)',\s*size:\s*'(h[1-6])',?\s*\}/,
  )
  if (!match) return undefined
  const [, ns = '', key = '', size = ''] = match
  return { ns, key, size }
}

/** The string at a dotted key in a catalogue (`list.title`), if there is one. */
function lookUp(catalogue: unknown, key: string): string | undefined {
  let value: unknown = catalogue
  for (const part of key.split('.'))
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[part]
        : undefined
  return typeof value === 'string' ? value : undefined
}

/**
 * The address pattern a route file serves: pathless layout folders (`_app`) and `index` drop out,
 * a `$param` matches one segment. `/dashboard/analytics`, `/apps/invoice/preview/*`.
 */
export function routePattern(file: string): string {
  const segments = file
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? '*' : segment))
  return `/${segments.join('/')}`
}

/** The storage keys the script reads, and the namespaces each kind of first page waits for. */
export interface BootPreloadOptions {
  /** The shell route's split component (every signed-in page loads it). */
  shellModule: string
  /**
   * The mock back end's page side (src/mock/browser.ts), when the build answers calls with it:
   * a signed-in page's data waits for it, so it is asked for with the shell.
   */
  mockModule?: string
  sessionKey: string
  languageKey: string
  /** The layout preferences' storage key and defaults (src/lib/layout-defaults.ts). */
  layoutKey: string
  layoutDefaults: BootFrameLayout
  /** The top bar's colour for each navbar colour but white (src/app/boot-frame.ts). */
  navbarColours: Record<string, string>
  /** What a user needs to open the page at a path (the page registry's `ability`), if anything. */
  pageAbility: (path: string) => readonly [string, string] | undefined
  /** The namespaces the signed-in shell waits for. */
  shellNamespaces: readonly string[]
  /** The namespaces of the sign-in page, where a visitor without a session lands. */
  signInNamespaces: readonly string[]
  /** Reads a route file, for the namespaces its page waits for (the file system by default). */
  readSource?: (path: string) => string
}

/**
 * `boot-preload.js`, built with the app: for a visitor with a stored session, it asks for the
 * signed-in shell's files and the opened page's route files while the entry script loads
 * (`<link rel="modulepreload">`), instead of once the entry has run and matched the route, a
 * chain of round trips on a slow link. The catalogues the shell and the page wait for come with
 * them (the page's from its route file's `staticData.ns`), in the visitor's language (`pickLanguage`: the stored one, else the browser's, else English). A visitor
 * without a session meets the sign-in page (any signed-in address sends them there), which is in
 * the entry: only its catalogues are asked for. For a page whose route file declares its heading
 * (`staticData.heading`), the script also replaces the loading screen with the shell's frame and
 * that heading in the visitor's language (src/app/boot-frame.ts).
 */
export function bootPreload({
  shellModule,
  mockModule,
  sessionKey,
  languageKey,
  layoutKey,
  layoutDefaults,
  navbarColours,
  pageAbility,
  shellNamespaces,
  signInNamespaces,
  readSource = (path) => readFileSync(path, 'utf8'),
}: BootPreloadOptions): Plugin {
  return {
    name: 'boot-preload',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: '/boot-preload.js', async: true }, injectTo: 'head' },
    ],
    // After Vite's own CSS step, which drops the chunks that held only styles (their styles go to
    // the chunks that import them), so that no link names a file the build does not write.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (file): file is OutputChunk => file.type === 'chunk',
        )
        const names = (files: string[]) => files.map((file) => file.replace(/^assets\//, ''))
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entry = chunks.find((chunk) => chunk.isEntry)
        if (!entry) return
        const loaded = new Set([entry.fileName, ...entry.imports])
        /** The chunk's own file, its static imports not already loaded, and their styles. */
        const filesOf = (chunk: OutputChunk, skip: Set<string>): string[] => {
          const files: string[] = []
          const visit = (current: OutputChunk) => {
            if (skip.has(current.fileName) || files.includes(current.fileName)) return
            files.push(current.fileName, ...(current.viteMetadata?.importedCss ?? []))
            for (const file of current.imports) {
              const imported = byFile.get(file)
              if (imported) visit(imported)
            }
          }
          visit(chunk)
          return files
        }
        const shellChunk = chunks.find((chunk) => chunk.moduleIds.includes(shellModule))
        if (!shellChunk) this.error(`boot-preload: no chunk for ${shellModule}`)
        const shell = filesOf(shellChunk, loaded)
        const afterShell = new Set([...loaded, ...shell])
        const mockChunk = chunks.find((chunk) => chunk.facadeModuleId === mockModule)
        if (mockModule && !mockChunk) this.error(`boot-preload: no chunk for ${mockModule}`)
        const mock = mockChunk ? filesOf(mockChunk, afterShell) : []
        const routes: Record<string, string[]> = {}
        const routeStrings: Record<string, string[]> = {}
        const routeHeadings: Record<string, RouteHeading> = {}
        for (const chunk of chunks) {
          const file = chunk.facadeModuleId?.match(ROUTE_CHUNK)?.[1]
          if (!file || !file.startsWith('_app/') || !chunk.facadeModuleId) continue
          const pattern = routePattern(file)
          routes[pattern] = names(filesOf(chunk, afterShell))
          const source = readSource(chunk.facadeModuleId.replace(/\?.*$/, ''))
          const ns = routeNamespaces(source)
          if (ns.length) routeStrings[pattern] = ns
          const heading = routeHeading(source)
          if (heading) routeHeadings[pattern] = heading
        }
        const wanted = new Set([
          ...shellNamespaces,
          ...signInNamespaces,
          ...Object.values(routeStrings).flat(),
        ])
        const catalogues: Record<string, Record<string, string>> = {}
        const catalogueSources: Record<string, Record<string, string>> = {}
        for (const chunk of chunks) {
          // A JSON module's chunk has no facade: its one module names it.
          const module = chunk.moduleIds.length === 1 ? chunk.moduleIds[0] : undefined
          const [, language, ns] = module?.match(CATALOGUE) ?? []
          if (!module || !language || !ns) continue
          ;(catalogueSources[ns] ??= {})[language] = module
          if (wanted.has(ns)) (catalogues[ns] ??= {})[language] = names([chunk.fileName])[0] ?? ''
        }
        for (const ns of wanted)
          if (!catalogues[ns]?.en)
            this.error(`boot-preload: no chunk for the English ${ns} catalogue`)
        // Each heading in every language the app speaks, its `{{name}}` the signed-in user's, and
        // what the user needs to open the page (the frame is not drawn for a page they may not).
        const headings: Record<
          string,
          [string, Record<string, string>, readonly [string, string] | null]
        > = {}
        for (const [pattern, { ns, key, size }] of Object.entries(routeHeadings)) {
          const texts: Record<string, string> = {}
          for (const [language, module] of Object.entries(catalogueSources[ns] ?? {})) {
            const text = lookUp(JSON.parse(readSource(module)), key)
            if (text === undefined) this.error(`boot-preload: no ${language} ${ns}:${key}`)
            if (/\{\{(?!name\}\})/.test(text))
              this.error(`boot-preload: ${ns}:${key} names more than the user's name`)
            texts[language] = text
          }
          if (!texts.en) this.error(`boot-preload: no English ${ns}:${key}`)
          headings[pattern] = [size, texts, pageAbility(pattern) ?? null]
        }
        // Each file once, the shell and the routes as positions in that list, all in one JSON
        // text: JSON.parse reads it faster than the engine compiles an object literal, and the
        // names the routes share (a Mantine component, an icon) are written once.
        const files = [
          ...new Set([...names(shell), ...Object.values(routes).flat(), ...names(mock)]),
        ]
        const at = (list: string[]) => list.map((file) => files.indexOf(file))
        const data = {
          files,
          shell: at(names(shell)),
          mock: at(names(mock)),
          routes: Object.fromEntries(
            Object.entries(routes).map(([path, list]) => [path, at(list)]),
          ),
          routeStrings,
          catalogues,
          headings,
          layoutDefaults,
          navbarColours,
        }
        const source = `// Built by scripts/vite-boot-preload.ts: what the first page needs, asked for early.
;(() => {
  const { files, shell, mock, routes, routeStrings, catalogues, headings, layoutDefaults, navbarColours } = JSON.parse(${JSON.stringify(JSON.stringify(data))})
  const pickLanguage = ${pickLanguage.toString()}
  const drawBootFrame = ${drawBootFrame.toString()}
  let session
  let stored
  let layout
  try {
    session = localStorage.getItem(${JSON.stringify(sessionKey)})
    stored = localStorage.getItem(${JSON.stringify(languageKey)})
    layout = localStorage.getItem(${JSON.stringify(layoutKey)})
  } catch {
    return
  }
  const language = pickLanguage(stored, navigator.languages || [], Object.keys(catalogues.shell))
  const strings = (namespaces) =>
    namespaces.map((ns) => (Object.hasOwn(catalogues[ns], language) ? catalogues[ns][language] : catalogues[ns].en))
  const path = location.pathname.replace(/\\/$/, '') || '/'
  const match = Object.hasOwn(routes, path) ? path : Object.keys(routes).filter((pattern) => pattern.includes('*')).find((pattern) =>
    new RegExp('^' + pattern.replace(/\\*/g, '[^/]+') + '$').test(path),
  )
  const wanted = session
    ? [
        ...shell.map((index) => files[index]),
        ...strings(${JSON.stringify(shellNamespaces)}),
        ...(match ? routes[match].map((index) => files[index]) : []),
        ...(match && Object.hasOwn(routeStrings, match) ? strings(routeStrings[match]) : []),
        ...mock.map((index) => files[index]),
      ]
    : strings(${JSON.stringify(signInNamespaces)})
  // A page the build knows the heading of: the shell's frame and the heading, in the visitor's
  // language, while the scripts load. Its user's name and rules come from the stored session; a
  // session without the name, or whose rules do not open the page (as the app's guard reads
  // them: 'manage' is every action, 'all' every subject), keeps the plain loading screen.
  const root = document.getElementById('root')
  let framed = false
  if (session && match && Object.hasOwn(headings, match) && root?.querySelector('.boot-splash')) {
    const [size, texts, needs] = headings[match]
    let user
    try {
      user = JSON.parse(session).userData
    } catch {
      user = undefined
    }
    const name = user?.fullName
    const rules = Array.isArray(user?.ability) ? user.ability : []
    const granted =
      !needs ||
      rules.some(
        (rule) =>
          (rule?.action === 'manage' || rule?.action === needs[0]) &&
          (rule?.subject === 'all' || rule?.subject === needs[1]),
      )
    const text = Object.hasOwn(texts, language) ? texts[language] : texts.en
    if (granted && (!text.includes('{{name}}') || typeof name === 'string')) {
      drawBootFrame(root, text.replaceAll('{{name}}', name ?? ''), size, layout, layoutDefaults, navbarColours)
      framed = true
    }
  }
  // The links go into the head a few at a time, one insertion per task: each link costs the main
  // thread about a millisecond on a fast machine (its request), and all of a page's at once made
  // one long task on a slow phone. One link per insertion costs about twice as much.
  const perTask = 4
  const ask = () => {
    const list = [...new Set(wanted)]
    const insert = (from) => {
      const links = document.createDocumentFragment()
      for (const file of list.slice(from, from + perTask)) {
        const link = document.createElement('link')
        link.rel = file.endsWith('.css') ? 'preload' : 'modulepreload'
        if (file.endsWith('.css')) link.as = 'style'
        // As Vite's own loader asks for them (CORS mode), so the browser uses these copies.
        link.crossOrigin = ''
        link.href = '/assets/' + file
        links.append(link)
      }
      document.head.append(links)
      if (from + perTask < list.length) setTimeout(() => insert(from + perTask), 0)
    }
    insert(0)
  }
  if (!framed) return ask()
  let asked = false
  const once = () => {
    if (!asked) ask()
    asked = true
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 100)
})()
`
        this.emitFile({ type: 'asset', fileName: 'boot-preload.js', source })
      },
    },
  }
}
