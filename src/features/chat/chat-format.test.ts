import { formatListTime, formatMessageTime, groupBySender, matchesContact } from './chat-format'

const now = new Date('2026-05-20T12:00:00')

describe('chat formatting', () => {
  it('formats list times by how recent they are', () => {
    expect(formatListTime('2026-05-20T08:05:00', now)).toBe('08:05')
    expect(formatListTime('2026-03-02T08:05:00', now)).toBe('2 Mar')
    expect(formatListTime('2025-11-10T08:05:00', now)).toBe('10 Nov 2025')
  })

  it('formats message times with the hour', () => {
    expect(formatMessageTime('2026-05-20T08:05:00', now)).toBe('08:05')
    expect(formatMessageTime('2026-03-02T08:05:00', now)).toBe('2 Mar, 08:05')
    expect(formatMessageTime('2025-11-10T08:05:00', now)).toBe('10 Nov 2025, 08:05')
  })

  it('groups consecutive messages of one sender', () => {
    const m = (senderId: number, message: string) => ({ senderId, message, time: '' })
    const groups = groupBySender([m(1, 'a'), m(1, 'b'), m(2, 'c'), m(1, 'd')])
    expect(groups.map((g) => [g.senderId, g.messages.map((x) => x.message).join('')])).toEqual([
      [1, 'ab'],
      [2, 'c'],
      [1, 'd'],
    ])
    expect(groupBySender([])).toEqual([])
  })

  it('matches a contact by name or role, case-insensitively', () => {
    const marco = { fullName: 'Marco Rossi', role: 'Head Chef' }
    expect(matchesContact(marco, 'ROSS')).toBe(true)
    expect(matchesContact(marco, ' chef ')).toBe(true)
    expect(matchesContact(marco, '')).toBe(true)
    expect(matchesContact(marco, 'giulia')).toBe(false)
  })
})
