import type { OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

/** A language's shell catalogue, its own chunk (src/lib/i18n.ts). */
const CATALOGUE = /\/src\/lib\/locales\/(\w+)\/shell\.json$/

/** A route file's split component, as the router plugin names it (see `defaultBehavior`). */
const ROUTE_CHUNK = /\/src\/app\/routes\/(.+)\.tsx\?tsr-split=component---loader$/

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

/**
 * `boot-preload.js`, built with the app: for a visitor with a stored session, it asks for the
 * signed-in shell's files and the opened page's route files while the entry script loads
 * (`<link rel="modulepreload">`), instead of once the entry has run and matched the route, a
 * chain of round trips on a slow link. The stored language's catalogue (English when none is
 * stored) comes with them, as the shell waits for it before it renders. A visitor without a
 * session (the sign-in page) fetches nothing more. `shellModule` is the shell route's split
 * component; `sessionKey` and `languageKey` are the storage keys of the session and the language.
 */
export function bootPreload(shellModule: string, sessionKey: string, languageKey: string): Plugin {
  return {
    name: 'boot-preload',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: '/boot-preload.js', async: true }, injectTo: 'head' },
    ],
    generateBundle(_options, bundle) {
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
      const routes: Record<string, string[]> = {}
      for (const chunk of chunks) {
        const file = chunk.facadeModuleId?.match(ROUTE_CHUNK)?.[1]
        if (!file || !file.startsWith('_app/')) continue
        routes[routePattern(file)] = names(filesOf(chunk, afterShell))
      }
      const catalogues: Record<string, string> = {}
      for (const chunk of chunks) {
        // A JSON module's chunk has no facade: its one module names it.
        const language =
          chunk.moduleIds.length === 1 ? chunk.moduleIds[0]?.match(CATALOGUE)?.[1] : undefined
        if (language) catalogues[language] = names([chunk.fileName])[0] ?? ''
      }
      if (!catalogues.en) this.error('boot-preload: no chunk for the English catalogue')
      const source = `// Built by scripts/vite-boot-preload.ts: what a signed-in page needs, asked for early.
;(() => {
  const shell = ${JSON.stringify(names(shell))}
  const routes = ${JSON.stringify(routes)}
  const catalogues = ${JSON.stringify(catalogues)}
  let language
  try {
    if (!localStorage.getItem(${JSON.stringify(sessionKey)})) return
    language = localStorage.getItem(${JSON.stringify(languageKey)})
  } catch {
    return
  }
  const path = location.pathname.replace(/\\/$/, '') || '/'
  const match = routes[path] ? path : Object.keys(routes).filter((pattern) => pattern.includes('*')).find((pattern) =>
    new RegExp('^' + pattern.replace(/\\*/g, '[^/]+') + '$').test(path),
  )
  const catalogue = language && Object.hasOwn(catalogues, language) ? catalogues[language] : catalogues.en
  for (const file of [...shell, catalogue, ...(match ? routes[match] : [])]) {
    const link = document.createElement('link')
    link.rel = file.endsWith('.css') ? 'preload' : 'modulepreload'
    if (file.endsWith('.css')) link.as = 'style'
    // As Vite's own loader asks for them (CORS mode), so the browser uses these copies.
    link.crossOrigin = ''
    link.href = '/assets/' + file
    document.head.append(link)
  }
})()
`
      this.emitFile({ type: 'asset', fileName: 'boot-preload.js', source })
    },
  }
}
