import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import { accountInfoSchema, type AccountInfo } from '@/contract/account'
import { useSaveInfo } from '../api/save-info'
import { FormActions, showSaved, showSaveError } from './form-helpers'

/** Countries offered; a saved country not in the list is offered too. */
const countries = [
  'Australia',
  'Brazil',
  'Canada',
  'France',
  'Germany',
  'Greece',
  'India',
  'Italy',
  'Japan',
  'Mexico',
  'Portugal',
  'Spain',
  'United Kingdom',
  'United States',
]

/** Information: bio, date of birth, country, website and phone. */
export function InfoTab({ saved }: { saved: AccountInfo }) {
  const save = useSaveInfo()
  const form = useForm<AccountInfo>({
    initialValues: saved,
    validate: schemaResolver(accountInfoSchema, { sync: true }),
  })
  useUnsavedChanges(form.isDirty())
  const submit = form.onSubmit((info) =>
    save.mutate(info, {
      onSuccess: (settings) => {
        form.setInitialValues(settings.info)
        form.setValues(settings.info)
        showSaved()
      },
      onError: (error) => showSaveError(error, form.setFieldError),
    }),
  )
  const options = [
    // A native select with a "Not given" choice: a clear button would be out of the keyboard's reach.
    { value: '', label: 'Not given' },
    ...[...new Set([...countries, saved.country].filter(Boolean))].sort(),
  ]
  return (
    <form onSubmit={submit} noValidate aria-label="Information">
      <Textarea
        label="Bio"
        description="At most 500 characters"
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('bio')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        <TextInput label="Date of birth" type="date" {...form.getInputProps('dob')} />
        <NativeSelect label="Country" data={options} {...form.getInputProps('country')} />
        <TextInput
          label="Website"
          type="url"
          dir="ltr"
          placeholder="https://"
          {...form.getInputProps('website')}
        />
        <TextInput
          label="Phone"
          type="tel"
          dir="ltr"
          placeholder="+39 333 555 0142"
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
      <FormActions dirty={form.isDirty()} saving={save.isPending} onDiscard={() => form.reset()} />
    </form>
  )
}
