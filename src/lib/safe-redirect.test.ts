import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it.each([
    ['/'],
    ['/apps/email'],
    ['/apps/email?folder=spam&label=work'],
    ['/apps/email?folder=spam#message-3'],
    ['/access-control#top'],
  ])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path)
  })

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/apps/email'],
    ['an absolute address', 'https://evil.com'],
    ['an absolute http address', 'http://evil.com/login'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash after the slash', '/\\evil.com'],
    ['a backslash later on', '/apps\\..\\\\evil.com'],
    ['a tab', '/\tevil.com'],
    ['a newline', '/apps\n/email'],
    ['a carriage return', '/\r/evil.com'],
    ['a NUL', '/apps\u0000'],
    ['a relative path', 'apps/email'],
    ['an empty string', ''],
    ['dot segments that collapse to //', '/a/..//evil.com'],
    ['a dot segment that collapses to //', '/.//evil.com'],
    ['encoded dot segments that collapse to //', '/%2e%2e//evil.com'],
  ])('refuses %s', (_, value) => {
    expect(safeRedirectPath(value)).toBeUndefined()
  })

  it.each([[undefined], [null], [42], [{ href: '/' }], [['/']]])('refuses %o', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined()
  })

  it('never returns a value that leaves the site', () => {
    const attempts = [
      '/a/..//evil.com',
      '/./../..//evil.com/x',
      '/%2e/%2e%2e//evil.com?x#y',
      '/x/../',
    ]
    for (const attempt of attempts) {
      const result = safeRedirectPath(attempt)
      if (result === undefined) continue
      expect(result.startsWith('/')).toBe(true)
      expect(result.startsWith('//')).toBe(false)
      expect(new URL(result, 'https://app.example').origin).toBe('https://app.example')
    }
  })
})
