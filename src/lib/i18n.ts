import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import de from './locales/de.json'
import en from './locales/en.json'
import fr from './locales/fr.json'
import pt from './locales/pt.json'
import { storeItem } from './browser-storage'

export const languages = ['en', 'de', 'fr', 'pt'] as const
export type Language = (typeof languages)[number]
export const LANGUAGE_STORAGE_KEY = 'tavola.language'

/** Each language in its own words, as a language menu shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
}

export const catalogues = { en, de, fr, pt } satisfies Record<Language, typeof en>

function storedLanguage(): Language {
  const stored =
    typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY)
  return languages.find((lang) => lang === stored) ?? 'en'
}

let started: Promise<unknown> | undefined

/**
 * Starts i18next with the four catalogues (once); the page's `lang` follows the language.
 * Only the shell is translated (menu labels), so the sign-in pages never load this.
 */
export function initI18n() {
  started ??= start()
  return started
}

function start() {
  i18next.on('languageChanged', (lang) => document.documentElement.setAttribute('lang', lang))
  return i18next.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([lang, translation]) => [lang, { translation }]),
    ),
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: languages,
    interpolation: { escapeValue: false },
    initAsync: false,
  })
}

/** Switches the language and remembers the choice. */
export function changeLanguage(lang: Language) {
  storeItem(LANGUAGE_STORAGE_KEY, lang)
  return i18next.changeLanguage(lang)
}
