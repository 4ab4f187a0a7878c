import { todoCalendarCases } from './cases/todo-calendar'
import { fuzzEndpoints, totals } from './fuzz-kit'

describe('fuzzing the Todo and Calendar endpoints', () => {
  fuzzEndpoints(todoCalendarCases)

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(300)
    expect(totals.rejected).toBeGreaterThan(200)
  })
})
