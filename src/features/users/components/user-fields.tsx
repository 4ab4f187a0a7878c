import { Select, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { PersonFields } from '@/components/person-fields'
import { countryOptions, planOptions, roleOptions } from './user-options'

/** The fields a user's account has, in the add drawer and on the edit page alike. */
export const userAccountFields = [
  'fullName',
  'username',
  'email',
  'company',
  'contact',
  'country',
  'role',
  'currentPlan',
] as const
export type UserAccountField = (typeof userAccountFields)[number]

/**
 * A user's account fields, written once for adding and editing a user: `input`
 * is the form's `getInputProps` for each. Browser autofill stays off, as these
 * are someone else's details, not the signed-in user's (the first four are the
 * account settings' `PersonFields`).
 */
export function UserAccountFields({
  input,
  countries = countryOptions,
  focusFirst = false,
}: {
  input: (field: UserAccountField) => GetInputPropsReturnType
  /** The countries offered (an edited user's own is added when it is not among them). */
  countries?: readonly string[]
  /** Focus the first field when the form opens (a drawer). */
  focusFirst?: boolean
}) {
  return (
    <>
      <PersonFields input={input} companyRequired focusFirst={focusFirst} />
      <TextInput
        label="Contact"
        type="tel"
        dir="ltr"
        required
        autoComplete="off"
        placeholder="+39 333 1234567"
        {...input('contact')}
      />
      <Select
        label="Country"
        required
        searchable
        allowDeselect={false}
        data={[...countries]}
        {...input('country')}
      />
      <Select label="Role" required allowDeselect={false} data={roleOptions} {...input('role')} />
      <Select
        label="Plan"
        required
        allowDeselect={false}
        data={planOptions}
        {...input('currentPlan')}
      />
    </>
  )
}
