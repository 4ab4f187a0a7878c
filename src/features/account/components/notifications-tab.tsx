import '@/components/styles/full-styles'
import { Stack, Switch } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from '@/lib/use-translation'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import type { AccountNotification } from '@/contract/account'
import { notificationFlags } from '@/contract/account'
import { useSaveNotification } from '../api/save-notification'
import { FormActions, useSaveToasts } from './form-helpers'

/** Notifications: the six email flags. */
export function NotificationsTab({ saved }: { saved: AccountNotification }) {
  const { t } = useTranslation('account')
  const save = useSaveNotification()
  const { showSaved, showSaveError } = useSaveToasts()
  const form = useForm<AccountNotification>({ initialValues: saved })
  useUnsavedChanges(form.isDirty())
  const submit = form.onSubmit((notification) =>
    save.mutate(notification, {
      onSuccess: (settings) => {
        form.setInitialValues(settings.notification)
        form.setValues(settings.notification)
        showSaved()
      },
      onError: (error) => showSaveError(error, form.setFieldError),
    }),
  )
  return (
    <form onSubmit={submit} noValidate aria-label={t('tabs.notifications')}>
      <Stack gap="md">
        {notificationFlags.map((flag) => (
          <Switch
            key={flag}
            label={t(`flags.${flag}.label`)}
            description={t(`flags.${flag}.description`)}
            {...form.getInputProps(flag, { type: 'checkbox' })}
          />
        ))}
      </Stack>
      <FormActions dirty={form.isDirty()} saving={save.isPending} onDiscard={() => form.reset()} />
    </form>
  )
}
