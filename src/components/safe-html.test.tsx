// @vitest-environment jsdom
// DOMPurify needs a full DOM; happy-dom makes it report itself unsupported.
import { render } from '@testing-library/react'
import DOMPurify from 'dompurify'
import { SafeHtml, sanitizeHtml } from './safe-html'

describe('SafeHtml', () => {
  it.each([
    ['<p>Hi</p><script>window.__pwned = 1</script>', '<script'],
    ['<img src="x" onerror="window.__pwned = 1">', 'onerror'],
    ['<a href="javascript:alert(1)">x</a>', 'javascript:'],
    ['<svg><animate onbegin="alert(1)"/></svg>', 'onbegin'],
    ['<iframe src="https://evil.example"></iframe>', '<iframe'],
    ['<p style="position:fixed">x</p>', 'style='],
  ])('removes what could run or take over the page from %s', (dirty, forbidden) => {
    expect(sanitizeHtml(dirty)).not.toContain(forbidden)
  })

  it('keeps ordinary markup and makes links open safely in a new tab', () => {
    const { container } = render(
      <SafeHtml
        html={'<p>Dear <strong>team</strong>, see <a href="https://example.com">this</a>.</p>'}
      />,
    )
    expect(container.querySelector('strong')?.textContent).toBe('team')
    const link = container.querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://example.com')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows text, never markup, where the sanitiser cannot work', () => {
    const supported = DOMPurify.isSupported
    DOMPurify.isSupported = false
    try {
      const { container } = render(
        <SafeHtml html={'<img src=x onerror="alert(1)">Hello <b>you</b>'} />,
      )
      expect(container.querySelector('img, b')).toBeNull()
      expect(container.textContent).toContain('Hello')
    } finally {
      DOMPurify.isSupported = supported
    }
  })

  it('never runs a script or handler it was given', () => {
    const win = window as unknown as { __pwned?: number }
    delete win.__pwned
    render(
      <SafeHtml
        html={'<img src="data:," onerror="window.__pwned = 1"><script>window.__pwned = 2</script>'}
      />,
    )
    expect(win.__pwned).toBeUndefined()
  })
})
