import { z } from 'zod/mini'

/** The roles, plans and statuses a user may have. */
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
export const userRoleSchema = z.enum(userRoles)
export type UserRole = z.infer<typeof userRoleSchema>

export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const
export const userPlanSchema = z.enum(userPlans)
export type UserPlan = z.infer<typeof userPlanSchema>

export const userStatuses = ['active', 'inactive', 'pending'] as const
export const userStatusSchema = z.enum(userStatuses)
export type UserStatus = z.infer<typeof userStatusSchema>

/** Page sizes of `listUsers`; 10 is the default. */
export const USERS_PER_PAGE = 10
export const USERS_MAX_PER_PAGE = 100

/**
 * The columns `listUsers` sorts by (`sortBy`): text as a reader would (case aside), plans by
 * tier (their order in `userPlans`).
 */
export const userSortKeys = ['fullName', 'email', 'role', 'currentPlan', 'status'] as const
export const userSortKeySchema = z.enum(userSortKeys)
export type UserSortKey = z.infer<typeof userSortKeySchema>
