import { TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'

export const personFields = ['fullName', 'username', 'email', 'company'] as const
export type PersonField = (typeof personFields)[number]

const ownAutoComplete: Record<PersonField, string> = {
  fullName: 'name',
  username: 'username',
  email: 'email',
  company: 'organization',
}

/**
 * A person's name, username, email and company: the same four fields in the account settings
 * (`own`: the signed-in user's, so the browser may fill them in) and in a user's add and edit
 * forms (someone else's, so autofill stays off). `input` is the form's `getInputProps`.
 */
export function PersonFields({
  input,
  own = false,
  companyRequired = false,
  focusFirst = false,
}: {
  input: (field: PersonField) => GetInputPropsReturnType
  own?: boolean
  companyRequired?: boolean
  /** Focus the first field when the form opens (a drawer). */
  focusFirst?: boolean
}) {
  const autoComplete = (field: PersonField) => (own ? ownAutoComplete[field] : 'off')
  return (
    <>
      <TextInput
        label="Full name"
        required
        autoComplete={autoComplete('fullName')}
        data-autofocus={focusFirst || undefined}
        {...input('fullName')}
      />
      <TextInput
        label="Username"
        required
        autoComplete={autoComplete('username')}
        description="3–30 letters, digits, “.”, “_” or “-”"
        {...input('username')}
      />
      <TextInput
        label="Email"
        type="email"
        dir="ltr"
        required
        autoComplete={autoComplete('email')}
        {...input('email')}
      />
      <TextInput
        label="Company"
        required={companyRequired}
        autoComplete={autoComplete('company')}
        {...input('company')}
      />
    </>
  )
}
