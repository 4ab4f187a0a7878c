import { ApiError } from '@/lib/api-client'
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

/** Shows a 400/409 answer's `{"user.<field>": message}` on the form's fields; false when none matched. */
export function showFieldErrors(
  error: Error,
  fields: readonly string[],
  setFieldError: (field: string, message: string) => void,
): boolean {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false
  let shown = false
  for (const field of fields) {
    const message = error.fieldError(`user.${field}`)
    if (message) {
      setFieldError(field, message)
      shown = true
    }
  }
  return shown
}
