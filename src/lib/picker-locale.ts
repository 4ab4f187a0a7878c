import type { Language } from './i18n'
import { loadOnce } from './load-once'

/**
 * The date pickers' names of months and days (Mantine's pickers read them from dayjs), one
 * small chunk per language, loaded for the active language only; English is built in. The
 * shell's route waits for them before every page, so each is asked for once (`loadOnce`).
 */
const pickerLocales: Record<Exclude<Language, 'en'>, () => unknown> = {
  de: loadOnce(() => import('dayjs/locale/de')),
  fr: loadOnce(() => import('dayjs/locale/fr')),
  pt: loadOnce(() => import('dayjs/locale/pt')),
}

export async function loadPickerLocale(language: string) {
  if (language in pickerLocales) await pickerLocales[language as keyof typeof pickerLocales]()
}
