import i18next, { type TFunction } from 'i18next'
import { use, useSyncExternalStore } from 'react'

/**
 * The app's translation hook: `t` for a namespace (the shell's by default) in the active language,
 * and the i18next instance. It does what react-i18next's `useTranslation` does for this app, at a
 * fraction of the cost: that hook spreads its options, serialises its namespaces, builds a `t` and
 * copies the i18next instance for every component that mounts, about a sixth of the script time of
 * a signed-in page's first render. Here a component reads the language from one store, and `t` is
 * made once per language and namespace.
 *
 * A namespace not loaded yet suspends the component until it is (the routes load theirs first,
 * src/app/routes/_app.tsx). The namespaces in use are reported to i18next, which loads them in the
 * next language before a switch (`changeLanguage`, src/lib/i18n.ts).
 */
export function useTranslation<N extends string = 'shell'>(namespace?: N) {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage)
  const ns = namespace ?? DEFAULT_NAMESPACE
  used.add(ns)
  if (!i18next.hasLoadedNamespace(ns, { lng: language })) use(loading(language, ns))
  const key = `${language}|${ns}`
  let t = fixedTs.get(key)
  if (!t) {
    t = remembering(i18next.getFixedT(language, ns))
    fixedTs.set(key, t)
  }
  return { t: t as TFunction<N>, i18n: i18next }
}

const DEFAULT_NAMESPACE = 'shell'

const currentLanguage = () => i18next.language

/** A component re-renders when the language changes (every namespace it uses is loaded by then). */
function subscribe(onChange: () => void) {
  i18next.on('languageChanged', onChange)
  return () => i18next.off('languageChanged', onChange)
}

const fixedTs = new Map<string, TFunction>()

/** The words each `t` remembers, forgotten together whenever i18next loads or adds strings. */
const remembered = new Set<Map<string, string>>()
const forgetAll = () => remembered.forEach((texts) => texts.clear())
i18next.on('loaded', forgetAll)
i18next.store?.on('added', forgetAll)
i18next.on('initialized', () => i18next.store.on('added', forgetAll))

/**
 * i18next's `t` for one language and namespace, remembering the words of a key asked for without
 * options: a screen asks for the same labels again and again (each row's "View", each card's
 * menu), and i18next resolves every call anew (fallbacks, nesting, interpolation). A call with
 * options (a count, a name) goes to i18next each time. It keeps `t`'s own fields (`ns`, `lng`),
 * which react-i18next's `Trans` reads.
 */
function remembering(t: TFunction): TFunction {
  const texts = new Map<string, string>()
  remembered.add(texts)
  const call = t as unknown as (...args: unknown[]) => string
  const rememberingT = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return call(key, ...rest)
    let text = texts.get(key)
    if (text === undefined) {
      text = call(key)
      texts.set(key, text)
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
