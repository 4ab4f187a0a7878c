// The URL state of the app's pages. Route search schemas load with the app's entry, so this
// module imports nothing heavier than zod and the enum values.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'
import { sortOrderSchema } from '@/contract/sort-order'
import {
  userPlanSchema,
  userRoleSchema,
  userSortKeySchema,
  userStatusSchema,
  USERS_PER_PAGE,
} from '@/contract/user-values'
import type { UsersQuery } from '@/contract/users'

/** The list's page sizes (the table footer offers these). */
export const userPageSizes = [10, 25, 50, 100] as const

/**
 * The user list's URL state. A value that does not parse is dropped (the
 * default), so a hand-edited address never breaks the page; defaults are
 * left out of the URL.
 */
export const usersListSearchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
    role: z.catch(z.optional(userRoleSchema), undefined),
    plan: z.catch(z.optional(userPlanSchema), undefined),
    status: z.catch(z.optional(userStatusSchema), undefined),
    page: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
    perPage: z.catch(
      z.optional(
        z.coerce
          .number()
          .check(z.refine((n) => (userPageSizes as readonly number[]).includes(n), 'Page size')),
      ),
      undefined,
    ),
    /** The sorted column and its direction, as `listUsers` takes them; none: newest first. */
    sortBy: z.catch(z.optional(userSortKeySchema), undefined),
    orderBy: z.catch(z.optional(sortOrderSchema), undefined),
  }),
)
export type UsersListSearch = z.infer<typeof usersListSearchSchema>

/** The `listUsers` query of a list address: what the page shows and its route loads. */
export function usersListQuery(search: UsersListSearch): UsersQuery {
  return {
    q: search.q,
    role: search.role,
    currentPlan: search.plan,
    status: search.status,
    sortBy: search.sortBy,
    orderBy: search.orderBy,
    page: search.page ?? 1,
    perPage: search.perPage ?? USERS_PER_PAGE,
  }
}

/** Keeps the URL clean: the default page and page size are left out. */
export function cleanListSearch(search: UsersListSearch): UsersListSearch {
  return {
    ...search,
    q: search.q?.trim() ? search.q : undefined,
    page: search.page === 1 ? undefined : search.page,
    perPage: search.perPage === USERS_PER_PAGE ? undefined : search.perPage,
  }
}

/** The edit page's tabs; the open one is in the URL (`?tab=`). */
export const userEditTabs = ['account', 'information', 'social'] as const
export type UserEditTab = (typeof userEditTabs)[number]
export const userEditSearchSchema = z.lazy(() =>
  z.object({
    tab: z.catch(z.optional(z.enum(userEditTabs)), undefined),
  }),
)
export type UserEditSearch = z.infer<typeof userEditSearchSchema>
