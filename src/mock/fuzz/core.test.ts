import { suiteMadeCalls } from './cases/made-calls'
import { fuzzEndpoints } from './fuzz-kit'
import { suiteExamples } from './suites'

// Sign-in and sign-out, the mock's reset and the navbar's search and bookmarks.
describe('fuzzing the auth, reset and search endpoints', () => {
  const totals = fuzzEndpoints([...suiteExamples.core, ...suiteMadeCalls.core])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(100)
    expect(totals.rejected).toBeGreaterThan(50)
  })
})
