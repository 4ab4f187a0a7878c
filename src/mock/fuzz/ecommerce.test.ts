import { ecommerceCases } from './cases/ecommerce'
import { fuzzEndpoints, totals } from './fuzz-kit'

describe('fuzzing the eCommerce endpoints', () => {
  fuzzEndpoints(ecommerceCases)

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(300)
    expect(totals.rejected).toBeGreaterThan(200)
  })
})
