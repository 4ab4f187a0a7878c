import { renderHook } from '@testing-library/react'
import i18next from 'i18next'
import { useTranslation } from './use-translation'

const shellT = () => renderHook(() => useTranslation()).result.current.t

describe('useTranslation', () => {
  afterEach(() => {
    i18next.addResource('en', 'shell', 'dataTable.filter', 'Filter')
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
})
