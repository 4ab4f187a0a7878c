import { Hono } from 'hono/tiny'
import { requireAbility, type MockEnv } from '../auth'

/** Housekeeping of the mock itself: only an account that manages everything may reset the data. */
export const mockAdminRoutes = new Hono<MockEnv>().post(
  '/mock/reset',
  requireAbility('manage', 'all'),
  (c) => {
    c.var.db.reset()
    return c.json({ ok: true })
  },
)
