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
