import { plainText } from './plain-text'

describe('plainText', () => {
  it('drops tags as text and decodes the common entities', () => {
    expect(plainText('<p>Fish &amp; chips</p><p>&lt;b&gt;</p>')).toBe('Fish & chips <b>')
  })

  it('keeps a space where a block ends, and one space for any run', () => {
    expect(plainText('<p>Good evening,</p>\n<p>I would like&nbsp; a table</p>')).toBe(
      'Good evening, I would like a table',
    )
  })
})
