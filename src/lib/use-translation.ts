import i18next, { type TFunction } from 'i18next'
import { createContext, use, useContext } from 'react'

/** The active language, as `LanguageProvider` (src/lib/language-provider.tsx) holds it. */
export const LanguageContext = createContext<string | null>(null)

/**
 * The app's translation hook: `t` for a namespace (the shell's by default) in the active language,
 * and the i18next instance. It does what react-i18next's `useTranslation` does for this app, at a
 * fraction of the cost: that hook spreads its options, serialises its namespaces, builds a `t` and
 * copies the i18next instance for every component that mounts, about a sixth of the script time of
 * a signed-in page's first render. Here a component reads the language from the app's
 * `LanguageProvider` (outside it, as in a unit test, the language at the time it draws), and `t`
 * is made once per language and namespace.
 *
 * A namespace not loaded yet suspends the component until it is (the routes load theirs first,
 * src/app/routes/_app.tsx). The namespaces in use are reported to i18next, which loads them in the
 * next language before a switch (`changeLanguage`, src/lib/i18n.ts).
 */
export function useTranslation<N extends string = 'shell'>(namespace?: N) {
  const language = useContext(LanguageContext) ?? i18next.language
  const ns = namespace ?? DEFAULT_NAMESPACE
  used.add(ns)
  if (!i18next.hasLoadedNamespace(ns, { lng: language })) use(loading(language, ns))
  const key = `${language}|${ns}`
  let t = fixedTs.get(key)
  if (!t) {
    t = remembering(i18next.getFixedT(language, ns), language, ns)
    fixedTs.set(key, t)
  }
  return { t: t as TFunction<N>, i18n: i18next }
}

const DEFAULT_NAMESPACE = 'shell'

const fixedTs = new Map<string, TFunction>()

/** The words each `t` remembers, forgotten together whenever i18next loads or adds strings. */
const remembered = new Set<Map<string, string>>()
const forgetAll = () => remembered.forEach((texts) => texts.clear())
i18next.on('loaded', forgetAll)
i18next.store?.on('added', forgetAll)
i18next.on('initialized', () => i18next.store.on('added', forgetAll))

/** Remembered words per `t` before they are all forgotten, so that varying figures cannot pile up. */
const REMEMBERED_MAX = 2000

/**
 * What a call is remembered by: its key, and its options when they are plain values (a count, a
 * name, a default text), in order. A call with an object or a function among its options (a
 * component's props, a formatter) is not remembered.
 */
function callId(key: string, options: unknown): string | undefined {
  if (options === undefined) return key
  if (typeof options === 'string') return `${key}\u0000=${options}`
  if (typeof options !== 'object' || options === null) return undefined
  let id = key
  for (const [name, value] of Object.entries(options)) {
    if ((typeof value === 'object' && value !== null) || typeof value === 'function')
      return undefined
    id += `\u0000${name}=${String(value)}`
  }
  return id
}

/** i18next's own options: any other option of a call is a value for the words' placeholders. */
const I18NEXT_OPTIONS = new Set([
  'count',
  'ordinal',
  'context',
  'replace',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keySeparator',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'keyPrefix',
])

/** A placeholder as the catalogues write them: `{{name}}`, without spaces, format or nesting. */
const PLACEHOLDER = /\{\{([A-Za-z_$][\w$]*)\}\}/g

/**
 * The words of a key as i18next would give them, read from the catalogue, when they need none of
 * its machinery: no nesting (`$t(`), no plural or context (`count`, `context`), and placeholders
 * that are plain `{{name}}`s, each given a string or a number (the app does not escape values,
 * `escapeValue: false`, so a value goes in as it is). i18next's `t` resolves such a call through
 * fallbacks, interpolation and nesting, some fifty times the cost of reading the catalogue, and
 * a first screen asks for a few hundred words, a page of rows for a label per row.
 */
function catalogueWords(
  language: string,
  ns: string,
  key: string,
  options: unknown,
): string | undefined {
  let separated = true
  const values = new Map<string, string>()
  if (options !== undefined) {
    if (typeof options !== 'object' || options === null) return undefined
    for (const [name, value] of Object.entries(options)) {
      if (name === 'nsSeparator') separated = value !== false
      else if (name === 'defaultValue' || name.startsWith('defaultValue_')) continue
      else if (I18NEXT_OPTIONS.has(name)) return undefined
      else if (typeof value === 'string' || typeof value === 'number')
        values.set(name, String(value))
      else return undefined
    }
  }
  if (separated && key.includes(':')) return undefined
  const words: unknown = i18next.getResource(language, ns, key)
  if (typeof words !== 'string' || words === '' || words.includes('$t(')) return undefined
  if (!words.includes('{{')) return words
  let complete = true
  const text = words.replace(PLACEHOLDER, (_, name: string) => {
    const value = values.get(name)
    if (value === undefined) complete = false
    return value ?? ''
  })
  return complete && !text.includes('{{') ? text : undefined
}

/**
 * i18next's `t` for one language and namespace, remembering its words by key and plain options:
 * a screen asks for the same words again and again (each row's "View", each chart's day names,
 * each card's caption), and i18next resolves every call anew (fallbacks, nesting,
 * interpolation). A text that needs none of that is read from the catalogue. It keeps `t`'s own
 * fields (`ns`, `lng`), which react-i18next's `Trans` reads.
 */
function remembering(t: TFunction, language: string, ns: string): TFunction {
  const texts = new Map<string, string>()
  remembered.add(texts)
  const call = t as unknown as (...args: unknown[]) => unknown
  const rememberingT = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const id = typeof key === 'string' && rest.length === 0 ? callId(key, options) : undefined
    if (id === undefined) return call(key, options, ...rest)
    let text = texts.get(id)
    if (text === undefined) {
      const answer = catalogueWords(language, ns, key as string, options) ?? call(key, options)
      if (typeof answer !== 'string') return answer
      if (texts.size >= REMEMBERED_MAX) texts.clear()
      text = answer
      texts.set(id, text)
    }
    return text
  }
  return Object.assign(rememberingT, t) as unknown as TFunction
}

const loads = new Map<string, Promise<unknown>>()

/** One promise per language and namespace, as `use` needs the same promise at each try. */
function loading(language: string, ns: string): Promise<unknown> {
  const key = `${language}|${ns}`
  let load = loads.get(key)
  if (!load) {
    load = i18next.loadNamespaces(ns)
    loads.set(key, load)
  }
  return load
}

/** The namespaces components have asked for: i18next loads them for a new language. */
const used = new Set<string>()
i18next.reportNamespaces = {
  addUsedNamespaces: (namespaces: readonly string[]) => namespaces.forEach((ns) => used.add(ns)),
  getUsedNamespaces: () => [...used],
}
