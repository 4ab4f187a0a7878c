import { renderHook } from '@testing-library/react'
import i18next from 'i18next'
import shellEnglish from './locales/en/shell.json'
import { useTranslation } from './use-translation'

/** Every key of a catalogue, as dotted paths. */
function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([name, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  )
}

const shellT = () => renderHook(() => useTranslation()).result.current.t

describe('useTranslation', () => {
  afterEach(() => {
    i18next.addResource('en', 'shell', 'dataTable.filter', 'Filter')
    i18next.addResource('en', 'shell', 'dataTable.filterColumn', 'Filter {{column}}')
  })

  it('gives the words of a key, and of a key with options', () => {
    const t = shellT()
    expect(t('dataTable.filter')).toBe('Filter')
    expect(t('dataTable.filterColumn', { column: 'Email' })).toBe('Filter Email')
  })

  it('gives new words once i18next has them, though it remembered the old', () => {
    const t = shellT()
    expect(t('dataTable.filter')).toBe('Filter')
    i18next.addResource('en', 'shell', 'dataTable.filter', 'Narrow down')
    expect(t('dataTable.filter')).toBe('Narrow down')
  })

  it('keeps the namespace i18next’s own t carries, which Trans reads', () => {
    expect((shellT() as unknown as { ns: unknown }).ns).toBe('shell')
  })

  it('remembers words by their options, and gives new words once i18next has them', () => {
    const t = shellT()
    expect(t('dataTable.filterColumn', { column: 'Email' })).toBe('Filter Email')
    expect(t('dataTable.filterColumn', { column: 'Name' })).toBe('Filter Name')
    expect(t('dataTable.filterColumn', { column: 'Email' })).toBe('Filter Email')
    i18next.addResource('en', 'shell', 'dataTable.filterColumn', 'Narrow {{column}}')
    expect(t('dataTable.filterColumn', { column: 'Email' })).toBe('Narrow Email')
  })

  it('asks i18next again for a call with an object among its options', () => {
    const t = shellT()
    const column = { toString: () => 'Email' }
    expect(t('dataTable.filterColumn', { column })).toBe('Filter Email')
    column.toString = () => 'Name'
    expect(t('dataTable.filterColumn', { column })).toBe('Filter Name')
  })

  it('gives every word of the catalogue exactly as i18next does', () => {
    const t = shellT()
    const keys = keysOf(shellEnglish)
    expect(keys.length).toBeGreaterThan(100)
    for (const key of keys) expect(t(key), key).toBe(i18next.t(key, { ns: 'shell', lng: 'en' }))
    expect(t('dataTable.noSuchKey', { defaultValue: 'Nothing' })).toBe('Nothing')
  })

  it('fills every placeholder of the catalogue exactly as i18next does', () => {
    const t = shellT()
    const catalogue = i18next.getResourceBundle('en', 'shell') as object
    const withPlaceholders = keysOf(catalogue).filter((key) =>
      String(i18next.getResource('en', 'shell', key)).includes('{{'),
    )
    expect(withPlaceholders.length).toBeGreaterThan(20)
    for (const key of withPlaceholders) {
      const words = String(i18next.getResource('en', 'shell', key))
      const names = [...words.matchAll(/\{\{\s*([^},\s]+)/g)].map((match) => match[1])
      const values = Object.fromEntries(names.map((name, index) => [name, `${name}-${index}`]))
      const numbers = Object.fromEntries(names.map((name, index) => [name, index * 1000 + 7]))
      for (const options of [values, numbers, { ...values, defaultValue: 'unused' }])
        expect(t(key, options), key).toBe(i18next.t(key, { ...options, ns: 'shell', lng: 'en' }))
      // A placeholder without its value, and i18next's own options, go to i18next.
      expect(t(key), key).toBe(i18next.t(key, { ns: 'shell', lng: 'en' }))
      expect(t(key, { ...values, lng: 'de' }), key).toBe(
        i18next.t(key, { ...values, ns: 'shell', lng: 'de' }),
      )
    }
  })
})
