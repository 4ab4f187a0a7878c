import { Select, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { countryOptions, planOptions, roleOptions } from './user-options'

/** The fields a user's account has, in the add drawer and on the edit page alike. */
export const userAccountFields = [
  'fullName',
  'username',
  'email',
  'contact',
  'company',
  'country',
  'role',
  'currentPlan',
] as const
export type UserAccountField = (typeof userAccountFields)[number]

/**
 * A user's account fields, written once for adding and editing a user: `input`
 * is the form's `getInputProps` for each. Browser autofill stays off, as these
 * are someone else's details, not the signed-in user's.
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
      <TextInput
        label="Full name"
        required
        autoComplete="off"
        data-autofocus={focusFirst || undefined}
        {...input('fullName')}
      />
      <TextInput
        label="Username"
        required
        autoComplete="off"
        description="3–30 letters, digits, “.”, “_” or “-”"
        {...input('username')}
      />
      <TextInput
        label="Email"
        type="email"
        dir="ltr"
        required
        autoComplete="off"
        {...input('email')}
      />
      <TextInput
        label="Contact"
        type="tel"
        dir="ltr"
        required
        autoComplete="off"
        placeholder="+39 333 1234567"
        {...input('contact')}
      />
      <TextInput label="Company" required autoComplete="off" {...input('company')} />
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
