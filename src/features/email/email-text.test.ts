import { isEmailAddress, messageText } from './email-text'

describe('messageText', () => {
  it('gives the plain text of the HTML, without running or loading anything', () => {
    const html =
      '<p>Hello <strong>team</strong>,</p><script>window.__ran = true</script><img src="x" onerror="window.__ran = true">'
    expect(messageText(html)).toBe('Hello team,')
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined()
  })

  it('keeps a space where a paragraph, line or list item ends', () => {
    const html =
      '<p>Good evening,</p><p>I would like a table.<br>Thanks</p><ul><li>Four</li><li>Eight</li></ul><div>Kenji</div>'
    expect(messageText(html)).toBe('Good evening, I would like a table. Thanks Four Eight Kenji')
  })
})

describe('isEmailAddress', () => {
  it('accepts addresses and refuses the rest', () => {
    expect(isEmailAddress('marta.rossi@tavola.example')).toBe(true)
    expect(isEmailAddress('marta')).toBe(false)
    expect(isEmailAddress('a@b')).toBe(false)
  })
})
