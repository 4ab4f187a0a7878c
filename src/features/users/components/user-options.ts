import { userPlans, userRoles, userStatuses } from '@/contract/users'
import { planLabels, roleLabels, statusLabels } from './user-labels'

export const roleOptions = userRoles.map((value) => ({ value, label: roleLabels[value] }))
export const planOptions = userPlans.map((value) => ({ value, label: planLabels[value] }))
export const statusOptions = userStatuses.map((value) => ({ value, label: statusLabels[value] }))

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
