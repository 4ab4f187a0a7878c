import { isNotFound } from '@tanstack/react-router'
import { parsePathSlug } from './path-slug'

function notFoundOf(value: string, data?: unknown) {
  try {
    parsePathSlug(value, data)
  } catch (error) {
    return error
  }
  return undefined
}

describe('parsePathSlug', () => {
  it('passes a slug through', () => {
    expect(parsePathSlug('oyster-knife')).toBe('oyster-knife')
    expect(parsePathSlug('getting-started')).toBe('getting-started')
    expect(parsePathSlug('42')).toBe('42')
  })

  it('makes anything else the route’s not-found, with its data', () => {
    for (const value of [
      '',
      'Getting Started',
      'double--hyphen',
      '-edge',
      'a/b',
      'x'.repeat(201),
    ]) {
      const error = notFoundOf(value, { missing: 'Category' })
      expect(isNotFound(error), value).toBe(true)
      expect((error as { data?: unknown }).data).toEqual({ missing: 'Category' })
    }
  })
})
