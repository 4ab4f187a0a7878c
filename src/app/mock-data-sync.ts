import { notifications } from '@mantine/notifications'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { translateMessage } from '@/lib/messages'
import { refreshSessionUser } from '@/lib/session-check'

/**
 * For each query-key root of a feature, the tables of the in-page mock back end
 * (named in src/mock/fixtures and src/mock/store/db.ts) whose data it shows.
 */
const tablesShownBy: Readonly<Record<string, readonly string[]>> = {
  account: ['accounts', 'accountSettings'],
  auth: ['accounts'],
  blog: ['blogComments', 'blogPosts'],
  calendar: ['calendarEvents'],
  chat: ['chatContacts', 'chatProfileUser', 'chats'],
  datatables: ['datatables'],
  ecommerce: [
    'ecommerce-cart',
    'ecommerce-cart-extras',
    'ecommerce-orders',
    'ecommerce-products',
    'ecommerce-wishlist',
  ],
  email: ['emails'],
  invoices: ['invoiceClients', 'invoices'],
  profile: ['profileComments', 'profilePolls', 'profilePosts'],
  search: ['bookmarkFlips', 'searchPages'],
  todo: ['tasks'],
  users: ['users'],
}

/** For each table, the query-key roots that refetch when another tab changes it. */
export const tableQueryRoots: Readonly<Record<string, readonly QueryKey[]>> = Object.entries(
  tablesShownBy,
).reduce<Record<string, QueryKey[]>>((byTable, [root, tables]) => {
  for (const table of tables) (byTable[table] ??= []).push([root])
  return byTable
}, {})

/** Tables no page shows (the tokens the mock refuses): their changes refetch nothing. */
export const unshownTables: ReadonlySet<string> = new Set(['tokenRevocations'])

/** Tables the signed-in user's own record is read from (GET /auth/me): the account, the cart count. */
export const sessionTables: ReadonlySet<string> = new Set(['accounts', 'ecommerce-cart'])

/**
 * Refetches what shows the changed tables. A table this map does not know
 * (a new one not added here) refetches everything, so nothing stays stale.
 */
export function refreshForTables(
  queryClient: QueryClient,
  changed: readonly string[],
  refreshSession: () => Promise<void> = refreshSessionUser,
): void {
  const tables = changed.filter((table) => !unshownTables.has(table))
  if (tables.length === 0 && changed.length > 0) return
  const known = tables.length > 0 && tables.every((table) => table in tableQueryRoots)
  if (!known) {
    void queryClient.invalidateQueries()
    refreshSession().catch(() => {})
    return
  }
  const roots = new Map<string, QueryKey>()
  for (const table of tables) {
    for (const key of tableQueryRoots[table] ?? []) roots.set(JSON.stringify(key), key)
  }
  for (const queryKey of roots.values()) void queryClient.invalidateQueries({ queryKey })
  if (tables.some((table) => sessionTables.has(table))) refreshSession().catch(() => {})
}

type DataChangeListener = (tables: readonly string[]) => void
const listeners = new Set<DataChangeListener>()

/** Called by the mock back end (src/main.tsx) when another tab changed these tables. */
export function announceDataChange(tables: readonly string[]): void {
  for (const listener of listeners) listener(tables)
}

/** Listens for other tabs' changes; returns the function that stops listening. */
export function onDataChange(listener: DataChangeListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

let discardNoticeShown = false

/** Called by the mock back end when a stored copy was stale or damaged: one toast per page. */
export function noticeStoredDataDiscarded(): void {
  if (discardNoticeShown) return
  discardNoticeShown = true
  // The back end starts before a page's words may be in: the toast's are in `messages`.
  notifications.show({
    color: 'yellow',
    title: translateMessage('Sample data restored'),
    message: translateMessage(
      'The sample data saved in this browser was from an older version or damaged, so the original sample data is shown.',
    ),
  })
}
