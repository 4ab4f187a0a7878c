import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import { usernameSchema } from './auth'
import type { Examples } from './example'
import { sortOrderSchema } from './sort-order'
import {
  userPlanSchema,
  userRoleSchema,
  userSortKeySchema,
  userStatusSchema,
  USERS_MAX_PER_PAGE,
  USERS_PER_PAGE,
} from './user-values'

// Kept in their own module so the users' URL schema stays small (route search schemas load with the app's entry).
export {
  userPlans,
  userPlanSchema,
  userRoles,
  userRoleSchema,
  userSortKeys,
  userSortKeySchema,
  userStatuses,
  userStatusSchema,
  USERS_MAX_PER_PAGE,
  USERS_PER_PAGE,
  type UserPlan,
  type UserRole,
  type UserSortKey,
  type UserStatus,
} from './user-values'

/** The languages a user may speak (the edit page's "information" tab). */
export const userLanguages = [
  'English',
  'German',
  'French',
  'Portuguese',
  'Italian',
  'Spanish',
  'Dutch',
] as const
export const userGenders = ['female', 'male', 'other'] as const

/** The social links of the edit page's "social" tab (named as in the account settings). */
export const userSocialNetworks = [
  'twitter',
  'facebook',
  'instagram',
  'linkedIn',
  'google',
  'quora',
] as const
export type UserSocialNetwork = (typeof userSocialNetworks)[number]

const id = z.number().check(z.int(), z.positive())
const text = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max))

const socialLink = z.url({ protocol: /^https?$/, error: 'Enter a web address (https://…)' })

/** The fields a client may set on a user (everything but its id). */
export const userFields = {
  fullName: text(80, 'Enter a full name'),
  /** 3–30 letters, digits, `.`, `_` or `-`; unique (case-insensitively). */
  username: usernameSchema,
  /** Unique (case-insensitively). */
  email: z.email('Enter a valid email address'),
  company: text(80, 'Enter a company'),
  country: text(60, 'Choose a country'),
  /** A phone number: digits, spaces, `+`, `(`, `)`, `-`. */
  contact: z
    .string()
    .check(
      z.trim(),
      z.regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number (6–20 digits, spaces, + ( ) -)'),
    ),
  role: userRoleSchema,
  currentPlan: userPlanSchema,
  status: userStatusSchema,
  /** A picture address; '' shows the initials. */
  avatar: z.string().check(z.maxLength(500)),
  // The optional fields of the edit page's "information" and "social" tabs.
  /** Date of birth, `YYYY-MM-DD`. */
  dob: z.optional(z.iso.date('Enter a date')),
  language: z.optional(z.enum(userLanguages)),
  gender: z.optional(z.enum(userGenders)),
  website: z.optional(socialLink),
  social: z.optional(
    z.strictObject({
      twitter: z.optional(socialLink),
      facebook: z.optional(socialLink),
      instagram: z.optional(socialLink),
      linkedIn: z.optional(socialLink),
      google: z.optional(socialLink),
      quora: z.optional(socialLink),
    }),
  ),
}

export const userSchema = z.object({ id, ...userFields })
export type User = z.infer<typeof userSchema>
export type UserSocialLinks = NonNullable<User['social']>

/** `listUsers` query: every parameter optional; unknown keys are ignored. */
export const usersQuerySchema = z.object({
  /** Case-insensitive substring of the username or the full name. */
  q: z.optional(z.string().check(z.maxLength(200))),
  role: z.optional(userRoleSchema),
  currentPlan: z.optional(userPlanSchema),
  status: z.optional(userStatusSchema),
  perPage: z._default(
    z.coerce.number().check(z.int(), z.positive(), z.maximum(USERS_MAX_PER_PAGE)),
    USERS_PER_PAGE,
  ),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  /**
   * Added to SPEC: the column to sort by, in `orderBy`'s direction (default `asc`). Users with
   * equal values stay newest first; without `sortBy` the list is newest first.
   */
  sortBy: z.optional(userSortKeySchema),
  orderBy: z.optional(sortOrderSchema),
})
export type UsersQuery = Partial<z.infer<typeof usersQuerySchema>>

export const usersResponseSchema = z.object({
  users: z.array(userSchema),
  /** How many users match the filters, over every page. */
  total: z.number().check(z.int(), z.nonnegative()),
})
export type UsersResponse = z.infer<typeof usersResponseSchema>

/** `listAllUsers`: every user, in list order. */
export const allUsersResponseSchema = z.object({ users: z.array(userSchema) })

/** `getUser` and `deleteUser`. */
export const userIdQuerySchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
})

/**
 * A new user: the id is the server's. `status` defaults to `pending` (the
 * person has not signed in yet) and `avatar` to '' (initials).
 */
export const newUserSchema = z.strictObject({
  fullName: userFields.fullName,
  username: userFields.username,
  email: userFields.email,
  company: userFields.company,
  country: userFields.country,
  contact: userFields.contact,
  role: userFields.role,
  currentPlan: userFields.currentPlan,
  status: z._default(userFields.status, 'pending'),
  avatar: z._default(userFields.avatar, ''),
  dob: userFields.dob,
  language: userFields.language,
  gender: userFields.gender,
  website: userFields.website,
  social: userFields.social,
})
export type NewUser = z.input<typeof newUserSchema>

/** `addUser`. */
export const addUserRequestSchema = z.strictObject({ user: newUserSchema })

/**
 * A change to a user: its id and only the fields that change. An optional
 * field sent as `null` is cleared.
 */
export const userPatchSchema = z.strictObject({
  id,
  fullName: z.optional(userFields.fullName),
  username: z.optional(userFields.username),
  email: z.optional(userFields.email),
  company: z.optional(userFields.company),
  country: z.optional(userFields.country),
  contact: z.optional(userFields.contact),
  role: z.optional(userFields.role),
  currentPlan: z.optional(userFields.currentPlan),
  status: z.optional(userFields.status),
  avatar: z.optional(userFields.avatar),
  dob: z.optional(z.nullable(userFields.dob)),
  language: z.optional(z.nullable(userFields.language)),
  gender: z.optional(z.nullable(userFields.gender)),
  website: z.optional(z.nullable(userFields.website)),
  social: z.optional(z.nullable(userFields.social)),
})
export type UserPatch = z.input<typeof userPatchSchema>

/** `updateUser`: saving the edit page. */
export const updateUserRequestSchema = z.strictObject({ user: userPatchSchema })

/** The answer of user, add, update and delete: the user as it now is (or was). */
export const userResponseSchema = z.object({ user: userSchema })
export type UserResponse = z.infer<typeof userResponseSchema>

/** The uniqueness messages, in register's wording. */
export const userTakenMessages = {
  username: 'This username is already in use.',
  email: 'This email is already in use.',
} as const

export const userEndpoints = endpoints('Users', {
  listUsers: {
    method: 'get',
    path: '/api/users/list/data',
    summary: 'Users, filtered, sorted and paged (newest first unless sorted)',
    query: usersQuerySchema,
    response: usersResponseSchema,
  },
  listAllUsers: {
    method: 'get',
    path: '/api/users/list/all-data',
    summary: 'Every user, newest first',
    response: allUsersResponseSchema,
  },
  getUser: {
    method: 'get',
    path: '/api/users/user',
    summary: 'One user',
    query: userIdQuerySchema,
    response: userResponseSchema,
    errors: [404],
  },
  addUser: {
    method: 'post',
    path: '/apps/users/add-user',
    summary: 'Add a user',
    body: addUserRequestSchema,
    response: userResponseSchema,
    status: 201,
    errors: [409],
  },
  updateUser: {
    method: 'post',
    path: '/apps/users/update-user',
    summary: 'Change a user',
    body: updateUserRequestSchema,
    response: userResponseSchema,
    errors: [404, 409],
  },
  deleteUser: {
    method: 'delete',
    path: '/apps/users/delete',
    summary: 'Delete a user',
    query: userIdQuerySchema,
    response: userResponseSchema,
    errors: [404],
  },
})

const user = {
  fullName: 'Ada Berg',
  username: 'ada.berg',
  email: 'ada.berg@example.com',
  company: 'Tavola',
  country: 'Italy',
  contact: '+39 055 123 4567',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
  avatar: '',
  dob: '1990-01-31',
  language: 'English',
  gender: 'female',
  website: 'https://example.com',
  social: { twitter: 'https://twitter.com/ada' },
} as const

/** A valid call of each endpoint (src/contract/example.ts). */
export const userExamples = {
  listUsers: {
    query: {
      q: 'ada',
      role: 'editor',
      currentPlan: 'team',
      status: 'active',
      perPage: 10,
      page: 1,
      sortBy: 'fullName',
      orderBy: 'desc',
    },
    free: ['q'],
  },
  listAllUsers: {},
  getUser: { query: { id: 4 } },
  addUser: { body: { user } },
  updateUser: {
    body: { user: { ...user, id: 2, username: 'ada.berg2', email: 'ada2@example.com' } },
  },
  deleteUser: { query: { id: 5 } },
} satisfies Examples<typeof userEndpoints>
