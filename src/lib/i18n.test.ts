import de from './locales/de.json'
import en from './locales/en.json'
import fr from './locales/fr.json'
import pt from './locales/pt.json'
import { pages } from '@/contract/pages'

type Catalogue = Record<string, unknown>

/** Every leaf key as a dotted path, with its value. */
function leaves(catalogue: Catalogue, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value as Catalogue, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  )
}

const catalogues: Record<string, Catalogue> = { en, de, fr, pt }
const enKeys = leaves(en)
  .map(([key]) => key)
  .sort()
// English page titles are the registry's own (src/contract/pages.ts); the other languages
// translate each one as pages.<key>.
const translatedKeys = [...enKeys, ...pages.map((page) => `pages.${page.key}`)].sort()

describe('locale catalogues', () => {
  it('has keys in the English catalogue', () => {
    expect(enKeys.length).toBeGreaterThan(0)
  })

  it('leaves the page titles to the registry in English', () => {
    expect(enKeys.filter((key) => key.startsWith('pages.'))).toEqual([])
  })

  it.each(['de', 'fr', 'pt'])('%s has the keys of en and a title for every page', (lang) => {
    const keys = leaves(catalogues[lang] ?? {})
      .map(([key]) => key)
      .sort()
    expect(keys).toEqual(translatedKeys)
  })

  it.each(Object.keys(catalogues))('%s has only non-empty strings', (lang) => {
    for (const [key, value] of leaves(catalogues[lang] ?? {})) {
      expect.soft(typeof value, `${lang}: ${key}`).toBe('string')
      expect.soft(String(value).trim(), `${lang}: ${key}`).not.toBe('')
    }
  })

  it.each(['de', 'fr', 'pt'])('%s keeps the same {{placeholders}} as en', (lang) => {
    const english = new Map(leaves(en))
    for (const [key, value] of leaves(catalogues[lang] ?? {})) {
      const placeholders = (text: unknown) =>
        String(text)
          .match(/{{\s*\w+\s*}}/g)
          ?.sort() ?? []
      expect(placeholders(value), `${lang}: ${key}`).toEqual(placeholders(english.get(key)))
    }
  })
})
