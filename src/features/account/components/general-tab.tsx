import { SimpleGrid } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useTranslation } from '@/lib/use-translation'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import { PersonFields } from '@/components/person-fields'
import { accountGeneralSchema, type AccountGeneral } from '@/contract/account'
import { translateErrors } from '@/lib/messages'
import { useSaveGeneral } from '../api/save-general'
import { AvatarPicker } from './avatar-picker'
import { FormActions, useSaveToasts } from './form-helpers'

const validate = schemaResolver(accountGeneralSchema, { sync: true })

/** General: the avatar, username, full name, email and company. */
export function GeneralTab({ saved }: { saved: AccountGeneral }) {
  const { t } = useTranslation('account')
  const save = useSaveGeneral()
  const { showSaved, showSaveError } = useSaveToasts()
  const form = useForm<AccountGeneral>({
    initialValues: saved,
    validate: (values) => translateErrors(validate(values)),
  })
  useUnsavedChanges(form.isDirty())
  const savedAvatar = form.getInitialValues().avatar
  const submit = form.onSubmit((general) => {
    const newAvatar = general.avatar !== savedAvatar ? general.avatar : undefined
    save.mutate(
      { general, newAvatar: newAvatar?.startsWith('data:') ? newAvatar : undefined },
      {
        onSuccess: (settings) => {
          form.setInitialValues(settings.general)
          form.setValues(settings.general)
          showSaved()
        },
        onError: (error) => showSaveError(error, form.setFieldError),
      },
    )
  })
  return (
    <form onSubmit={submit} noValidate aria-label={t('tabs.general')}>
      <AvatarPicker
        name={form.values.fullName || saved.fullName}
        value={form.values.avatar}
        saved={savedAvatar}
        error={typeof form.errors.avatar === 'string' ? form.errors.avatar : undefined}
        onChange={(avatar) => {
          form.setFieldValue('avatar', avatar)
          form.clearFieldError('avatar')
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
        <PersonFields input={(field) => form.getInputProps(field)} own />
      </SimpleGrid>
      <FormActions dirty={form.isDirty()} saving={save.isPending} onDiscard={() => form.reset()} />
    </form>
  )
}
