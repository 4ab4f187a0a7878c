import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import i18next from 'i18next'
import de from './locales/de/messages.json'
import en from './locales/en/messages.json'
import fr from './locales/fr/messages.json'
import { translateMessage } from './messages'

beforeAll(() =>
  i18next.init({
    lng: 'de',
    fallbackLng: false,
    resources: { en: { messages: en }, de: { messages: de }, fr: { messages: fr } },
  }),
)
afterAll(() => i18next.changeLanguage('en'))

/** The names the mock back end gives `notFound('…')` (src/mock/http.ts). */
function notFoundNames(dir = 'src/mock'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return notFoundNames(path)
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return []
    return [...readFileSync(path, 'utf8').matchAll(/notFound\('([^']+)'\)/g)].map(
      (match) => match[1] ?? '',
    )
  })
}

describe('translateMessage', () => {
  it('translates a message by its English text', () => {
    expect(translateMessage('Something went wrong')).toBe(de['Something went wrong'])
  })

  it('translates a missing record by what is missing, as a whole sentence', async () => {
    expect(translateMessage('Task not found')).toBe('Aufgabe nicht gefunden')
    expect(translateMessage('Wishlist item not found')).toBe(
      'Artikel der Wunschliste nicht gefunden',
    )
    expect(translateMessage('Not found')).toBe('Nicht gefunden')
    await i18next.changeLanguage('fr')
    expect(translateMessage('Task not found')).toBe('Tâche introuvable')
    await i18next.changeLanguage('de')
  })

  it('has a sentence for every name the back end gives a missing record', () => {
    const names = [...new Set(['Record', ...notFoundNames()])].sort()
    expect(names.length).toBeGreaterThan(10)
    expect(names.filter((name) => !(name in en.notFound))).toEqual([])
  })

  it('translates a limit whatever its number, written as the language writes numbers', async () => {
    expect(translateMessage('Use at most 500 characters')).toBe(
      'Verwenden Sie höchstens 500 Zeichen',
    )
    expect(translateMessage('Use at most 5000 characters')).toBe(
      'Verwenden Sie höchstens 5.000 Zeichen',
    )
    expect(translateMessage('Use at least 8 characters')).toBe('Verwenden Sie mindestens 8 Zeichen')
    await i18next.changeLanguage('fr')
    expect(translateMessage('Give at most 20 items')).toBe('Indiquez 20 éléments au maximum')
    await i18next.changeLanguage('de')
  })

  it('shows an unknown message, or a missing record of an unknown name, as it came', () => {
    expect(translateMessage('The kitchen is on fire')).toBe('The kitchen is on fire')
    expect(translateMessage('Spoon not found')).toBe('Spoon not found')
  })
})
