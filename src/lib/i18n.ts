import i18next, { type BackendModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { storeItem } from './browser-storage'
import { LANGUAGE_STORAGE_KEY, pickLanguage } from './language-key'
import { loadPickerLocale } from './picker-locale'

export const languages = ['en', 'de', 'fr', 'pt'] as const
export type Language = (typeof languages)[number]
export { LANGUAGE_STORAGE_KEY }

/** Each language in its own words, as a language menu shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
}

/**
 * The catalogues, one per language and namespace (`locales/<language>/<namespace>.json`), each its
 * own chunk: a page loads only its language's strings for the shell and for its own feature, and
 * a switch loads the next language's before the text changes. `shell` is the default namespace:
 * the layout, menu, navbar, customizer and search.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

/** The namespaces there are, from the English catalogues' file names. */
export const namespaces = Object.keys(catalogues)
  .map((file) => file.match(/^\.\/locales\/en\/(.+)\.json$/)?.[1])
  .filter((ns): ns is string => ns !== undefined)

/** i18next's loader: reads a namespace's catalogue from its chunk. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[`./locales/${language}/${namespace}.json`]
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false)
      return
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    )
  },
}

/** The stored choice, else the browser's language, else English (`pickLanguage`). */
function initialLanguage(): string {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    // Storage off: the browser's language.
  }
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages
  return pickLanguage(stored, browser, languages)
}

let started: Promise<unknown> | undefined

/**
 * Starts i18next in the visitor's language (once), with no catalogue yet; the page's `lang`
 * follows the language. A namespace, the shell's too, loads when a route asks for it
 * (`loadNamespaces`) or, at the latest, when a component reads it (`useTranslation(namespace)`
 * suspends until it is there).
 */
export function initI18n() {
  started ??= start()
  return started
}

async function start() {
  const lng = initialLanguage()
  i18next.on('languageChanged', (lang) => document.documentElement.setAttribute('lang', lang))
  return i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng,
      ns: [],
      defaultNS: 'shell',
      // Every catalogue has every key (src/lib/i18n.test.ts), so none falls back to another.
      fallbackLng: false,
      supportedLngs: languages,
      interpolation: { escapeValue: false },
    })
}

/**
 * Asks for namespaces in the current language, for a route's `beforeLoad` to start with the
 * route's own files rather than after them.
 */
export async function loadNamespaces(...ns: string[]) {
  await initI18n()
  return i18next.loadNamespaces(ns)
}

/**
 * Switches the language, the namespaces in use and the date pickers' names loaded first, and
 * remembers the choice.
 */
export async function changeLanguage(lang: Language) {
  storeItem(LANGUAGE_STORAGE_KEY, lang)
  await Promise.all([initI18n(), loadPickerLocale(lang)])
  return i18next.changeLanguage(lang)
}
