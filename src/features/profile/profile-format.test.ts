import { formatDay, formatPostTime, votePercent } from './profile-format'

describe('profile formats', () => {
  const now = Date.parse('2030-05-10T12:00:00Z')
  const ago = (ms: number) => new Date(now - ms).toISOString()

  it('writes post times relative to now, and old ones as a date', () => {
    expect(formatPostTime(ago(10_000), now)).toBe('just now')
    expect(formatPostTime(ago(5 * 60_000), now)).toBe('5 minutes ago')
    expect(formatPostTime(ago(2 * 3_600_000 + 60_000), now)).toBe('2 hours ago')
    expect(formatPostTime(ago(26 * 3_600_000), now)).toBe('yesterday')
    expect(formatPostTime(ago(3 * 86_400_000), now)).toBe('3 days ago')
    expect(formatPostTime('2030-04-01T12:00:00Z', now)).toBe('Apr 1, 2030')
    expect(formatDay('2019-03-04')).toBe('Mar 4, 2019')
  })

  it('rounds vote shares', () => {
    expect(votePercent(0, 0)).toBe(0)
    expect(votePercent(1, 3)).toBe(33)
    expect(votePercent(2, 3)).toBe(67)
  })
})
