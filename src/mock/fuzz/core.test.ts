import { coreCases } from './cases/core'
import { fuzzEndpoints, totals } from './fuzz-kit'

// Sign-in and sign-out, the mock's reset and the navbar's search and bookmarks.
describe('fuzzing the auth, reset and search endpoints', () => {
  fuzzEndpoints(coreCases)

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(100)
    expect(totals.rejected).toBeGreaterThan(50)
  })
})
