import { endpoints } from './endpoint'
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
