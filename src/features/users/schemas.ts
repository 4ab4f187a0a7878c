import { z } from 'zod/mini'
import type { userSocialNetworks } from '@/contract/users'
import {
  userFields,
  userGenders,
  userLanguages,
  userPlans,
  userRoles,
  userPlanSchema,
  userRoleSchema,
  userStatusSchema,
  USERS_PER_PAGE,
} from '@/contract/users'

/** The list's page sizes (the table footer offers these). */
export const userPageSizes = [10, 25, 50, 100] as const

/**
 * The user list's URL state. A value that does not parse is dropped (the
 * default), so a hand-edited address never breaks the page; defaults are
 * left out of the URL.
 */
export const usersListSearchSchema = z.object({
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
})
export type UsersListSearch = z.infer<typeof usersListSearchSchema>

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
export const userEditSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(userEditTabs)), undefined),
})
export type UserEditSearch = z.infer<typeof userEditSearchSchema>

// The form's Selects hold null until something is chosen: the type error is the message.
const country = z
  .string({ error: 'Choose a country' })
  .check(z.trim(), z.minLength(1, 'Choose a country'), z.maxLength(60))

/** The "Add new user" drawer's form. */
export const addUserFormSchema = z.object({
  fullName: userFields.fullName,
  username: userFields.username,
  email: userFields.email,
  contact: userFields.contact,
  company: userFields.company,
  country,
  role: z.enum(userRoles, { error: 'Choose a role' }),
  currentPlan: z.enum(userPlans, { error: 'Choose a plan' }),
})
export interface AddUserFormValues {
  fullName: string
  username: string
  email: string
  contact: string
  company: string
  country: string | null
  role: string | null
  currentPlan: string | null
}

/** '' in a text field means "none": it is sent as null (cleared). */
const link = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Enter a web address (https://…)' }),
])

/** The edit page's form: every tab's fields. */
export const editUserFormSchema = z.object({
  fullName: userFields.fullName,
  username: userFields.username,
  email: userFields.email,
  contact: userFields.contact,
  company: userFields.company,
  country,
  role: userRoleSchema,
  currentPlan: userPlanSchema,
  status: userStatusSchema,
  dob: z.nullable(z.iso.date('Enter a date')),
  language: z.nullable(z.enum(userLanguages)),
  gender: z.nullable(z.enum(userGenders)),
  website: link,
  social: z.object({
    twitter: link,
    facebook: link,
    instagram: link,
    linkedIn: link,
    google: link,
    quora: link,
  }),
})
export interface EditUserFormValues {
  fullName: string
  username: string
  email: string
  contact: string
  company: string
  country: string | null
  role: string
  currentPlan: string
  status: string
  dob: string | null
  language: string | null
  gender: string | null
  website: string
  social: Record<(typeof userSocialNetworks)[number], string>
}
