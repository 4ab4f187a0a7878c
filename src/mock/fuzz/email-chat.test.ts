import { emailChatCases } from './cases/email-chat'
import { fuzzEndpoints, totals } from './fuzz-kit'

describe('fuzzing the Email and Chat endpoints', () => {
  fuzzEndpoints(emailChatCases)

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(300)
    expect(totals.rejected).toBeGreaterThan(200)
  })
})
