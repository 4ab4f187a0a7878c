import { suiteMadeCalls } from './cases/made-calls'
import { fuzzEndpoints, totals } from './fuzz-kit'
import { suiteExamples } from './suites'

describe('fuzzing the Blog, Profile, Account settings and content page endpoints', () => {
  fuzzEndpoints([...suiteExamples.content, ...suiteMadeCalls.content])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(500)
    expect(totals.rejected).toBeGreaterThan(300)
  })
})
