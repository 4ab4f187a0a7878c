import { contentCases } from './cases/content'
import { fuzzEndpoints, totals } from './fuzz-kit'

describe('fuzzing the Blog, Profile, Account settings and content page endpoints', () => {
  fuzzEndpoints(contentCases)

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(500)
    expect(totals.rejected).toBeGreaterThan(300)
  })
})
