import { groupBySender, matchesContact } from './chat-format'

describe('chat formatting', () => {
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
