import { fuzzEndpoints } from './fuzz-kit'
import { suiteExamples } from './suites'

describe('fuzzing the Email and Chat endpoints', () => {
  const totals = fuzzEndpoints(suiteExamples['email-chat'])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(300)
    expect(totals.rejected).toBeGreaterThan(200)
  })
})
