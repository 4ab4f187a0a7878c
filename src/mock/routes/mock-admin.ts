import { mockAdminEndpoints } from '@/contract/mock-admin'
import { requireAbility } from '../auth'
import { mockRoutes, route } from '../route'

/** Housekeeping of the mock itself: only an account that manages everything may reset the data. */
export const mockAdminRoutes = mockRoutes(
  route(mockAdminEndpoints.resetMock, requireAbility('manage', 'all'), (c) => {
    c.var.db.reset()
    return c.json({ ok: true })
  }),
)
