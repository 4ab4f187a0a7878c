import { suiteMadeCalls } from './cases/made-calls'
import { fuzzEndpoints } from './fuzz-kit'
import { suiteExamples } from './suites'

describe('fuzzing the Blog, Profile, Account settings and content page endpoints', () => {
  const totals = fuzzEndpoints([...suiteExamples.content, ...suiteMadeCalls.content])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(500)
    expect(totals.rejected).toBeGreaterThan(300)
  })
})
