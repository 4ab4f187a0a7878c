import type { Language } from './i18n'

/**
 * The date pickers' names of months and days (Mantine's pickers read them from dayjs), one
 * small chunk per language, loaded for the active language only; English is built in.
 */
const pickerLocales: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  pt: () => import('dayjs/locale/pt'),
}

export async function loadPickerLocale(language: string) {
  if (language in pickerLocales) await pickerLocales[language as keyof typeof pickerLocales]()
}
