import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { redirect } from '@tanstack/react-router'
import { notFound, type NotFoundError } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { pathIdSchema } from '@/contract/path-id'
import { isMissing } from '@/components/record-not-found'

/**
 * `params` of a route whose `$id` names a record: parsed with the path-id
 * schema, so the page receives a number; a malformed id is not found.
 */
export const recordIdParams = {
  parse: ({ id }: { id: string }) => {
    const parsed = z.safeParse(pathIdSchema, id)
    if (!parsed.success) throw notFound()
    return { id: parsed.data }
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}

/**
 * A route loader's part for one record: its query is in the cache before the
 * page draws, so the page reads it without a second trip. A record the back
 * end does not know is the route's not-found page; any other failure is the
 * route's error page, with a retry.
 */
export async function loadRecord<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: UseQueryOptions<T, Error, unknown, K> & { queryKey: K },
  data?: NotFoundError['data'],
): Promise<void> {
  try {
    await queryClient.ensureQueryData(options as Parameters<QueryClient['ensureQueryData']>[0])
  } catch (error) {
    if (isMissing(error)) throw notFound({ data })
    throw error
  }
}

/**
 * The loader of a menu link that names no record ("Preview", "View", "Detail"):
 * on to the first record `load` finds (`redirectTo` builds the typed redirect).
 * With no record at all the route's own page says so; a failed load is the
 * route's error page.
 */
export async function redirectToFirst<Id>(
  load: () => Promise<Id | undefined>,
  redirectTo: (first: Id) => ReturnType<typeof redirect>,
): Promise<void> {
  const first = await load()
  if (first !== undefined) throw redirectTo(first)
}
