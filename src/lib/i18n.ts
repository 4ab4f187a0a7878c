import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type en from './locales/en.json'
import { storeItem } from './browser-storage'
import { LANGUAGE_STORAGE_KEY } from './language-key'

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
 * Each language's catalogue, its own chunk: a page loads only the language it shows, and a
 * switch loads the next one before the text changes.
 */
const catalogueOf: Record<Language, () => Promise<{ default: typeof en }>> = {
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  pt: () => import('./locales/pt.json'),
}

function storedLanguage(): Language {
  const stored =
    typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY)
  return languages.find((lang) => lang === stored) ?? 'en'
}

let started: Promise<unknown> | undefined

/**
 * Starts i18next with the stored language's catalogue (once); the page's `lang` follows the
 * language. The sign-in pages never load this.
 */
export function initI18n() {
  started ??= start()
  return started
}

async function start() {
  const lng = storedLanguage()
  const { default: translation } = await catalogueOf[lng]()
  i18next.on('languageChanged', (lang) => document.documentElement.setAttribute('lang', lang))
  return i18next.use(initReactI18next).init({
    resources: { [lng]: { translation } },
    lng,
    // Every catalogue has every key (src/lib/i18n.test.ts), so none falls back to another.
    fallbackLng: false,
    supportedLngs: languages,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
  })
}

/** Switches the language, its catalogue loaded first, and remembers the choice. */
export async function changeLanguage(lang: Language) {
  storeItem(LANGUAGE_STORAGE_KEY, lang)
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    const { default: translation } = await catalogueOf[lang]()
    i18next.addResourceBundle(lang, 'translation', translation)
  }
  return i18next.changeLanguage(lang)
}
