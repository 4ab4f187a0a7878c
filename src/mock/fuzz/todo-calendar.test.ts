import { fuzzEndpoints } from './fuzz-kit'
import { suiteExamples } from './suites'

describe('fuzzing the Todo and Calendar endpoints', () => {
  const totals = fuzzEndpoints(suiteExamples['todo-calendar'])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(300)
    expect(totals.rejected).toBeGreaterThan(200)
  })
})
