import { endpoints } from './endpoint'
import type { Examples } from './example'
import { okResponseSchema } from './ok'

/** Housekeeping of the mock back end itself. */
export const mockAdminEndpoints = endpoints('Mock', {
  resetMock: {
    method: 'post',
    path: '/mock/reset',
    summary: 'Restore the sample data (manage all)',
    response: okResponseSchema,
  },
})

/** A valid call of each endpoint (src/contract/example.ts). */
export const mockAdminExamples = {
  resetMock: {},
} satisfies Examples<typeof mockAdminEndpoints>
