import type { TFunction } from 'i18next'
import { userPlans, userRoles, userStatuses } from '@/contract/users'

/** The choices of a role, plan or status select, named in the user's language. */
export const roleOptions = (t: TFunction<'users'>) =>
  userRoles.map((value) => ({ value, label: t(`role.${value}`) }))
export const planOptions = (t: TFunction<'users'>) =>
  userPlans.map((value) => ({ value, label: t(`plan.${value}`) }))
export const statusOptions = (t: TFunction<'users'>) =>
  userStatuses.map((value) => ({ value, label: t(`status.${value}`) }))

/** The countries offered when adding or editing a user (a user's own is always offered too). */
export const countryOptions = [
  'Austria',
  'Belgium',
  'Brazil',
  'Canada',
  'Denmark',
  'France',
  'Germany',
  'Greece',
  'Ireland',
  'Italy',
  'Netherlands',
  'Poland',
  'Portugal',
  'Spain',
  'Sweden',
  'Switzerland',
  'United Kingdom',
  'United States',
]
