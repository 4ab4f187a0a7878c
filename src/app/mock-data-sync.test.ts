import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query'
import { accountQueryKey } from '@/features/account/api/get-account-settings'
import { meQueryOptions } from '@/features/auth/api/get-me'
import { blogQueryKey } from '@/features/blog/api/get-posts'
import { eventsQueryKey } from '@/features/calendar/api/get-events'
import { chatsAndContactsQueryOptions } from '@/features/chat/api/get-chats-and-contacts'
import { datatablesQueryKey } from '@/features/datatables/api/get-initial-data'
import { ecommerceRootKey } from '@/features/ecommerce/api/keys'
import { emailKeys } from '@/features/email/api/get-emails'
import { invoicesRootKey } from '@/features/invoices/api/get-invoices'
import { profileDataQueryOptions } from '@/features/profile/api/get-profile-data'
import { bookmarksQueryOptions } from '@/features/search/api/get-bookmarks'
import { tasksQueryKey } from '@/features/todo/api/get-tasks'
import { usersQueryKey } from '@/features/users/api/get-users'
import type { TableDef } from '@/mock/store/table'
import {
  announceDataChange,
  onDataChange,
  refreshForTables,
  sessionTables,
  tableQueryRoots,
  unshownTables,
} from './mock-data-sync'

function isTableDef(value: unknown): value is TableDef<{ id: number }> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { seed?: unknown }).seed === 'function'
  )
}

// Every table the mock defines, wherever it is defined.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../mock/fixtures/*.ts', '../mock/store/db.ts', '../mock/token-revocations.ts', '!**/*.test.ts'],
  { eager: true },
)
const mockTables = [
  ...new Set(
    Object.values(modules).flatMap((exports) =>
      Object.values(exports)
        .filter(isTableDef)
        .map((def) => def.name),
    ),
  ),
].sort()

// The query keys the features really use.
const featureKeys: QueryKey[] = [
  accountQueryKey,
  meQueryOptions().queryKey,
  blogQueryKey,
  eventsQueryKey,
  chatsAndContactsQueryOptions().queryKey,
  datatablesQueryKey,
  ecommerceRootKey,
  emailKeys.all,
  invoicesRootKey,
  profileDataQueryOptions().queryKey,
  bookmarksQueryOptions().queryKey,
  tasksQueryKey,
  usersQueryKey,
]

/** A client with one observed (on screen) query per feature, all fresh. */
function clientShowingEveryFeature() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  const fetches: string[] = []
  for (const queryKey of featureKeys) {
    const root = String(queryKey[0])
    client.setQueryData(queryKey, 'loaded')
    new QueryObserver(client, {
      queryKey,
      queryFn: () => {
        fetches.push(root)
        return 'refetched'
      },
    }).subscribe(() => {})
  }
  return { client, fetches }
}

describe('the tables another tab changed', () => {
  it('are every table the mock defines, each mapped to the queries that show it', () => {
    expect(mockTables.length).toBeGreaterThanOrEqual(20)
    expect([...Object.keys(tableQueryRoots), ...unshownTables].sort()).toEqual(mockTables)
  })

  it('map to query keys the features use', () => {
    const featureRoots = new Set(featureKeys.map((key) => key[0]))
    for (const roots of Object.values(tableQueryRoots)) {
      for (const root of roots) {
        expect(root).toHaveLength(1)
        expect(featureRoots).toContain(root[0])
      }
    }
    expect([...sessionTables].every((table) => table in tableQueryRoots)).toBe(true)
  })

  it('refetch only the queries that show them', async () => {
    const { client, fetches } = clientShowingEveryFeature()
    const refreshSession = vi.fn(() => Promise.resolve())
    refreshForTables(client, ['tasks', 'emails'], refreshSession)
    await vi.waitFor(() => expect(fetches.sort()).toEqual(['email', 'todo']))
    expect(client.getQueryState(usersQueryKey)?.isInvalidated).toBe(false)
    expect(refreshSession).not.toHaveBeenCalled()
  })

  it('re-read the signed-in user when the cart changed', async () => {
    const { client, fetches } = clientShowingEveryFeature()
    const refreshSession = vi.fn(() => Promise.resolve())
    refreshForTables(client, ['ecommerce-cart'], refreshSession)
    await vi.waitFor(() => expect(fetches).toEqual(['ecommerce']))
    expect(refreshSession).toHaveBeenCalledOnce()
  })

  it('refetch everything when one of them is unknown, or none is named', async () => {
    for (const tables of [['tasks', 'a-table-added-later'], []]) {
      const { client, fetches } = clientShowingEveryFeature()
      const refreshSession = vi.fn(() => Promise.resolve())
      refreshForTables(client, tables, refreshSession)
      await vi.waitFor(() => expect(fetches).toHaveLength(featureKeys.length))
      expect(refreshSession).toHaveBeenCalledOnce()
    }
  })

  it('refetch nothing when only tables no page shows changed', async () => {
    const { client, fetches } = clientShowingEveryFeature()
    const refreshSession = vi.fn(() => Promise.resolve())
    refreshForTables(client, ['tokenRevocations'], refreshSession)
    refreshForTables(client, ['tokenRevocations', 'tasks'], refreshSession)
    await vi.waitFor(() => expect(fetches).toEqual(['todo']))
    expect(refreshSession).not.toHaveBeenCalled()
  })

  it('reach every listener until it stops listening', () => {
    const heard: (readonly string[])[] = []
    const stop = onDataChange((tables) => heard.push(tables))
    announceDataChange(['tasks'])
    stop()
    announceDataChange(['emails'])
    expect(heard).toEqual([['tasks']])
  })
})
