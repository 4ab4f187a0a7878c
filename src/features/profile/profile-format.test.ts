import { likedByText, plural, votePercent } from './profile-format'

describe('profile formats', () => {
  it('names the first two likers and counts the others', () => {
    expect(likedByText([])).toBe('No likes yet')
    expect(likedByText(['Ana'])).toBe('Liked by Ana')
    expect(likedByText(['Ana', 'Bo'])).toBe('Liked by Ana and Bo')
    expect(likedByText(['Ana', 'Bo', 'Cy'])).toBe('Liked by Ana, Bo and 1 other')
    expect(likedByText(['Ana', 'Bo', 'Cy', 'Di'])).toBe('Liked by Ana, Bo and 2 others')
  })

  it('rounds vote shares and counts in words', () => {
    expect(votePercent(0, 0)).toBe(0)
    expect(votePercent(1, 3)).toBe(33)
    expect(votePercent(2, 3)).toBe(67)
    expect(plural(1, 'vote', 'votes')).toBe('1 vote')
    expect(plural(4, 'vote', 'votes')).toBe('4 votes')
  })
})
