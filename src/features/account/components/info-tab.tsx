import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useTranslation } from '@/lib/use-translation'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import { accountInfoSchema, type AccountInfo } from '@/contract/account'
import { formatLocale } from '@/lib/format'
import { translateErrors } from '@/lib/messages'
import { useSaveInfo } from '../api/save-info'
import { FormActions, useSaveToasts } from './form-helpers'

/**
 * Countries offered, by the English name the account keeps and the region code that names them in
 * the user's language; a saved country not in the list is offered too, as it is written.
 */
const countries = new Map([
  ['Australia', 'AU'],
  ['Brazil', 'BR'],
  ['Canada', 'CA'],
  ['France', 'FR'],
  ['Germany', 'DE'],
  ['Greece', 'GR'],
  ['India', 'IN'],
  ['Italy', 'IT'],
  ['Japan', 'JP'],
  ['Mexico', 'MX'],
  ['Portugal', 'PT'],
  ['Spain', 'ES'],
  ['United Kingdom', 'GB'],
  ['United States', 'US'],
])

/** The country choices, named and sorted in the user's language. */
function countryOptions(saved: string) {
  const locale = formatLocale()
  const regions = new Intl.DisplayNames([locale], { type: 'region' })
  const nameOf = (country: string) => {
    const code = countries.get(country)
    return code ? (regions.of(code) ?? country) : country
  }
  return [...new Set([...countries.keys(), saved].filter(Boolean))]
    .map((value) => ({ value, label: nameOf(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
}

/** Placeholders: how a web address starts, and a phone number as the field takes it. */
const WEB_ADDRESS_START = 'https://'
const PHONE_EXAMPLE = '+39 333 555 0142'

const validate = schemaResolver(accountInfoSchema, { sync: true })

/** Information: bio, date of birth, country, website and phone. */
export function InfoTab({ saved }: { saved: AccountInfo }) {
  const { t } = useTranslation('account')
  const save = useSaveInfo()
  const { showSaved, showSaveError } = useSaveToasts()
  const form = useForm<AccountInfo>({
    initialValues: saved,
    validate: (values) => translateErrors(validate(values)),
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
    { value: '', label: t('info.notGiven') },
    ...countryOptions(saved.country),
  ]
  return (
    <form onSubmit={submit} noValidate aria-label={t('tabs.info')}>
      <Textarea
        label={t('info.bio')}
        description={t('info.bioHint')}
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('bio')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        <TextInput label={t('info.dob')} type="date" {...form.getInputProps('dob')} />
        <NativeSelect label={t('info.country')} data={options} {...form.getInputProps('country')} />
        <TextInput
          label={t('info.website')}
          type="url"
          dir="ltr"
          placeholder={WEB_ADDRESS_START}
          {...form.getInputProps('website')}
        />
        <TextInput
          label={t('info.phone')}
          type="tel"
          dir="ltr"
          placeholder={PHONE_EXAMPLE}
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
      <FormActions dirty={form.isDirty()} saving={save.isPending} onDiscard={() => form.reset()} />
    </form>
  )
}
