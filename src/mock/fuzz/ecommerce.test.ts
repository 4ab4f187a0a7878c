import { fuzzEndpoints } from './fuzz-kit'
import { suiteExamples } from './suites'

describe('fuzzing the eCommerce endpoints', () => {
  const totals = fuzzEndpoints(suiteExamples.ecommerce)

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(300)
    expect(totals.rejected).toBeGreaterThan(200)
  })
})
