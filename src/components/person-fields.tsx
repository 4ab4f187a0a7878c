import { TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { useTranslation } from '@/lib/use-translation'

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
  const { t } = useTranslation()
  // Each field's label, autofill and form props.
  const field = Object.fromEntries(
    personFields.map((name) => [
      name,
      {
        label: t(`person.${name}`),
        autoComplete: own ? ownAutoComplete[name] : 'off',
        ...input(name),
      },
    ]),
  ) as Record<PersonField, GetInputPropsReturnType & { label: string; autoComplete: string }>
  return (
    <>
      <TextInput required data-autofocus={focusFirst || undefined} {...field.fullName} />
      <TextInput required description={t('person.usernameHint')} {...field.username} />
      <TextInput type="email" dir="ltr" required {...field.email} />
      <TextInput required={companyRequired} {...field.company} />
    </>
  )
}
