import { Hono } from 'hono/tiny'
import { HTTPException } from 'hono/http-exception'
import { authMessages } from '@/contract/auth'
import type { MockEnv } from './auth'
import { UNMATCHED_HEADER } from './host-protocol'
import { authRoutes } from './routes/auth'
import { mockAdminRoutes } from './routes/mock-admin'
import { searchRoutes } from './routes/search'
import { createDb, type Db } from './store/db'

type Routes = Hono<MockEnv>

/**
 * Each app's routes, with the path prefixes they answer. They are loaded on the
 * first request under a prefix, so an app's schemas and sample data are their
 * own chunk and never weigh on the sign-in page.
 */
export const appRoutes: readonly { prefixes: readonly string[]; load: () => Promise<Routes> }[] = [
  { prefixes: ['/apps/email/'], load: () => import('./routes/email').then((m) => m.emailRoutes) },
  { prefixes: ['/apps/chat/'], load: () => import('./routes/chat').then((m) => m.chatRoutes) },
  { prefixes: ['/apps/todo/'], load: () => import('./routes/todo').then((m) => m.todoRoutes) },
  {
    prefixes: ['/apps/invoice/', '/api/invoice/'],
    load: () => import('./routes/invoices').then((m) => m.invoiceRoutes),
  },
  {
    prefixes: ['/apps/calendar/'],
    load: () => import('./routes/calendar').then((m) => m.calendarRoutes),
  },
  {
    prefixes: ['/api/users/', '/apps/users/'],
    load: () => import('./routes/users').then((m) => m.usersRoutes),
  },
  {
    prefixes: ['/apps/ecommerce/'],
    load: () => import('./routes/ecommerce').then((m) => m.ecommerceRoutes),
  },
  { prefixes: ['/card/'], load: () => import('./routes/cards').then((m) => m.cardsRoutes) },
  {
    prefixes: ['/profile/'],
    load: () => import('./routes/profile').then((m) => m.profileRoutes),
  },
  { prefixes: ['/blog/'], load: () => import('./routes/blog').then((m) => m.blogRoutes) },
  { prefixes: ['/faq/'], load: () => import('./routes/faq').then((m) => m.faqRoutes) },
  {
    prefixes: ['/api/datatables/'],
    load: () => import('./routes/datatables').then((m) => m.datatablesRoutes),
  },
  {
    prefixes: ['/account-setting/'],
    load: () => import('./routes/account').then((m) => m.accountRoutes),
  },
  { prefixes: ['/pricing/'], load: () => import('./routes/pricing').then((m) => m.pricingRoutes) },
  // The OpenAPI document and its generator stay out of the chunk the sign-in page loads.
  {
    prefixes: ['/openapi.json'],
    load: () => import('./routes/openapi').then((m) => m.openApiRoutes),
  },
]

/** The app routes that answer a path, if it is under one of their prefixes. */
function appRoutesFor(path: string) {
  return appRoutes.find(({ prefixes }) => prefixes.some((prefix) => path.startsWith(prefix)))
}

/**
 * Starts loading the routes that answer `path` (the path part of a call just received), so that
 * their chunk loads while the store opens, not after it: a module is loaded once, and the call
 * then finds it loaded or on its way. A failure is the call's to report.
 */
export function warmRoutesFor(path: string): void {
  void appRoutesFor(new URL(path, 'http://mock.local').pathname)
    ?.load()
    .catch(() => {})
}

/** The routes loaded with the app itself: what sign-in and the navbar need. */
export const coreRoutes: readonly Routes[] = [authRoutes, mockAdminRoutes, searchRoutes]

function answerErrors(app: Routes): Routes {
  app.notFound((c) => c.json({ error: 'Not found' }, 404, { [UNMATCHED_HEADER]: '1' }))
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    console.warn('[mock] unexpected failure', error)
    return c.json({ error: authMessages.unexpected }, 500)
  })
  return app
}

/**
 * Puts the store in every request's context. A call that may change data is answered once its
 * changes are stored: a reload right after the answer (or the tab closing) keeps them.
 */
function serve(db: Db, ...routes: Routes[]): Routes {
  const app = new Hono<MockEnv>()
  app.use(async (c, next) => {
    c.set('db', db)
    await next()
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await db.saved()
  })
  for (const route of routes) app.route('/', route)
  return answerErrors(app)
}

/** The mock back end: a real Hono app over an in-memory store. */
export function createMockApp(db: Db = createDb()) {
  const loaded = new Map<(typeof appRoutes)[number], Promise<Routes>>()
  const core = serve(db, ...coreRoutes)
  const app = answerErrors(new Hono<MockEnv>())
  app.all('*', async (c) => {
    const entry = appRoutesFor(c.req.path)
    if (!entry) return core.fetch(c.req.raw, c.env)
    let routes = loaded.get(entry)
    if (!routes) {
      routes = entry.load().then(
        (loadedRoutes) => serve(db, loadedRoutes),
        (error: unknown) => {
          // A chunk that failed to load (offline, a new deploy) is tried again next time.
          loaded.delete(entry)
          throw error
        },
      )
      loaded.set(entry, routes)
    }
    return (await routes).fetch(c.req.raw, c.env)
  })
  return app
}

export type MockApp = ReturnType<typeof createMockApp>
