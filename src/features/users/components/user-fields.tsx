import { Select, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { useTranslation } from '@/lib/use-translation'
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

/** A phone number as the field expects one (an example, the same in every language). */
const PHONE_EXAMPLE = '+39 333 1234567'

/**
 * A user's account fields, written once for adding and editing a user: `getInputProps`
 * is the form's, for each. Browser autofill stays off, as these
 * are someone else's details, not the signed-in user's (the first four are the
 * account settings' `PersonFields`).
 */
export function UserAccountFields({
  getInputProps,
  countries = countryOptions,
  focusFirst = false,
}: {
  getInputProps: (field: UserAccountField) => GetInputPropsReturnType
  /** The countries offered (an edited user's own is added when it is not among them). */
  countries?: readonly string[]
  /** Focus the first field when the form opens (a drawer). */
  focusFirst?: boolean
}) {
  const { t } = useTranslation('users')
  return (
    <>
      <PersonFields input={getInputProps} companyRequired focusFirst={focusFirst} />
      <TextInput
        label={t('field.contact')}
        type="tel"
        dir="ltr"
        required
        autoComplete="off"
        placeholder={PHONE_EXAMPLE}
        {...getInputProps('contact')}
      />
      <Select
        label={t('field.country')}
        required
        searchable
        allowDeselect={false}
        data={[...countries]}
        {...getInputProps('country')}
      />
      <Select
        label={t('field.role')}
        required
        allowDeselect={false}
        data={roleOptions(t)}
        {...getInputProps('role')}
      />
      <Select
        label={t('field.plan')}
        required
        allowDeselect={false}
        data={planOptions(t)}
        {...getInputProps('currentPlan')}
      />
    </>
  )
}
