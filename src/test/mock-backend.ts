import { loginResponseSchema, type LoginResponse } from '@/contract/auth'
import { createMockApp, type MockApp } from '@/mock/app'
import { installMock } from '@/mock/install'
import { createDb, type Db } from '@/mock/store/db'
import { chatsTable } from '@/mock/fixtures/chat'
import { emailsTable } from '@/mock/fixtures/emails'
import { tasksTable } from '@/mock/fixtures/todo'
import { invoicesTable } from '@/mock/fixtures/invoices'
import { usersTable } from '@/mock/fixtures/users'
import { calendarEventsTable } from '@/mock/fixtures/calendar'
import { cartTable } from '@/mock/fixtures/cart'
import { productsTable, wishlistTable } from '@/mock/fixtures/products'
import { accountSettingsTable } from '@/mock/fixtures/account'
import { profileCommentsTable, profilePollsTable, profilePostsTable } from '@/mock/fixtures/profile'
import { bookmarkFlipsTable } from '@/mock/fixtures/search'

/** The apps' collections, for UI tests that check what a change did to the store. */
function tablesOf(db: Db) {
  return {
    get chats() {
      return db.table(chatsTable)
    },
    get emails() {
      return db.table(emailsTable)
    },
    get tasks() {
      return db.table(tasksTable)
    },
    get invoices() {
      return db.table(invoicesTable)
    },
    get users() {
      return db.table(usersTable)
    },
    get calendarEvents() {
      return db.table(calendarEventsTable)
    },
    get products() {
      return db.table(productsTable)
    },
    get wishlist() {
      return db.table(wishlistTable)
    },
    get cart() {
      return db.table(cartTable)
    },
    get accountSettings() {
      return db.table(accountSettingsTable)
    },
    get profilePosts() {
      return db.table(profilePostsTable)
    },
    get profileComments() {
      return db.table(profileCommentsTable)
    },
    get profilePolls() {
      return db.table(profilePollsTable)
    },
    get bookmarkFlips() {
      return db.table(bookmarkFlipsTable)
    },
  }
}

export interface MockCall {
  method: string
  path: string
}

export interface MockBackend {
  db: Db
  tables: ReturnType<typeof tablesOf>
  app: MockApp
  /** Every request the mock app was offered, in order (path below the API base). */
  readonly calls: MockCall[]
  count(method: string, path: string): number
  /** Signs in through `login` and returns the answer (it does not start a session). */
  signIn(email: string, password: string): Promise<LoginResponse>
  dispose(): void
}

/**
 * Installs the real mock back end (fetch + XHR interception) over a fresh store,
 * recording each request it is offered. Lets `src/lib` tests run against it
 * without `src/lib` importing `src/mock`.
 */
export function startMockBackend(apiBase: string = window.location.origin): MockBackend {
  const db = createDb()
  const app = createMockApp(db)
  const calls: MockCall[] = []
  const dispatch = app.fetch
  app.fetch = (request, ...rest) => {
    calls.push({ method: request.method, path: new URL(request.url).pathname })
    return dispatch(request, ...rest)
  }
  const dispose = installMock({ apiBase, app }).dispose
  return {
    db,
    tables: tablesOf(db),
    app,
    calls,
    count: (method, path) => calls.filter((c) => c.method === method && c.path === path).length,
    async signIn(email, password) {
      const response = await app.request('/jwt/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      return loginResponseSchema.parse(await response.json())
    },
    dispose,
  }
}
