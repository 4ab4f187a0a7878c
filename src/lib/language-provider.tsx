import i18next from 'i18next'
import { useEffect, useState, type ReactNode } from 'react'
import { LanguageContext } from './use-translation'

/**
 * The active language for every `useTranslation` below it: one listener on i18next for the whole
 * app, where each component that asks for words held its own subscription (an external store's
 * two effects per component, mounted with each row and each card). i18next announces a new
 * language once the namespaces in use are loaded in it (src/lib/i18n.ts), so every component
 * draws its words in the new language at once.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState(() => i18next.language)
  useEffect(() => {
    const changed = (next: string) => setLanguage(next)
    i18next.on('languageChanged', changed)
    // A change between the first render and this effect.
    changed(i18next.language)
    return () => i18next.off('languageChanged', changed)
  }, [])
  return <LanguageContext value={language}>{children}</LanguageContext>
}
