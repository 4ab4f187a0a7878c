import { Hono } from 'hono/tiny'
import { HTTPException } from 'hono/http-exception'
import { authMessages } from '@/contract/auth'
import type { MockEnv } from './auth'
import { authRoutes } from './routes/auth'
import { emailRoutes } from './routes/email'
import { chatRoutes } from './routes/chat'
import { mockAdminRoutes } from './routes/mock-admin'
import { searchRoutes } from './routes/search'
import { todoRoutes } from './routes/todo'
import { createDb, type Db } from './store/db'

/** Set on the 404 the mock gives for paths it has no route for, so the page lets them through. */
export const UNMATCHED_HEADER = 'x-mock-unmatched'

/** The mock back end: a real Hono app over an in-memory store. */
export function createMockApp(db: Db = createDb()) {
  const app = new Hono<MockEnv>()
  app.use(async (c, next) => {
    c.set('db', db)
    await next()
  })
  app.route('/', authRoutes)
  app.route('/', mockAdminRoutes)
  app.route('/', searchRoutes)
  app.route('/', emailRoutes)
  app.route('/', chatRoutes)
  app.route('/', todoRoutes)

  app.notFound((c) => c.json({ error: 'Not found' }, 404, { [UNMATCHED_HEADER]: '1' }))
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    console.warn('[mock] unexpected failure', error)
    return c.json({ error: authMessages.unexpected }, 500)
  })
  return app
}

export type MockApp = ReturnType<typeof createMockApp>
