import { votePercent } from './profile-format'

describe('profile formats', () => {
  it('rounds vote shares', () => {
    expect(votePercent(0, 0)).toBe(0)
    expect(votePercent(1, 3)).toBe(33)
    expect(votePercent(2, 3)).toBe(67)
  })
})
