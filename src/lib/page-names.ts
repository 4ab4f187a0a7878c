import type { TFunction } from 'i18next'

/**
 * A registry page's title in the current language: `pages.<key>` in German, French and
 * Portuguese; in English, the registry's own title (src/contract/pages.ts), written once there.
 */
export function pageTitle(t: TFunction, page: { key: string; title: string }): string {
  return t(`pages.${page.key}`, { defaultValue: page.title })
}
