import type { LocaleInput } from '@fullcalendar/core'
import type { Language } from '@/lib/i18n'

/**
 * English: FullCalendar's built-in texts, with the toolbar's words capitalised as the app's
 * buttons are.
 */
const english: LocaleInput = {
  code: 'en',
  buttonText: { today: 'Today', month: 'Month', week: 'Week', day: 'Day', list: 'List' },
}

/** FullCalendar's own locales, each its own small chunk: only the active language's loads. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<LocaleInput>> = {
  de: () => import('@fullcalendar/core/locales/de').then((module) => module.default),
  // French as the app writes it (docs/glossary.md): the typographic apostrophe, and "événement"
  // as the app's other pages spell it.
  fr: () =>
    import('@fullcalendar/core/locales/fr').then(({ default: fr }) => ({
      ...fr,
      buttonText: { ...fr.buttonText, today: 'Aujourd’hui' },
      noEventsText: 'Aucun événement à afficher',
    })),
  // European Portuguese.
  pt: () => import('@fullcalendar/core/locales/pt').then((module) => module.default),
}

const loaded = new Map<Language, Promise<LocaleInput>>()

/**
 * FullCalendar's texts in `language` (i18next's resolved language; English when it is none of
 * the app's): the toolbar's buttons, "all-day", the "more" links, the list's empty text. One
 * promise per language, so React's `use` waits for it once.
 */
export function calendarLocale(language: string | undefined): Promise<LocaleInput> {
  const key: Language =
    language !== undefined && Object.hasOwn(loaders, language) ? (language as Language) : 'en'
  let locale = loaded.get(key)
  if (!locale) {
    locale = key === 'en' ? Promise.resolve(english) : loaders[key]()
    loaded.set(key, locale)
  }
  return locale
}
