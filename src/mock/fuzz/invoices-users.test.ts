import { fuzzEndpoints } from './fuzz-kit'
import { suiteExamples } from './suites'

describe('fuzzing the Invoice and Users endpoints', () => {
  const totals = fuzzEndpoints(suiteExamples['invoices-users'])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(500)
    expect(totals.rejected).toBeGreaterThan(300)
  })
})
