import { invoicesUsersCases } from './cases/invoices-users'
import { fuzzEndpoints, totals } from './fuzz-kit'

describe('fuzzing the Invoice and Users endpoints', () => {
  fuzzEndpoints(invoicesUsersCases)

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(500)
    expect(totals.rejected).toBeGreaterThan(300)
  })
})
