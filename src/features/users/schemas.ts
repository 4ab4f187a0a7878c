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
} from '@/contract/users'

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
