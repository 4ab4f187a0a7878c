import { Stack, Switch } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import type { AccountNotification, NotificationFlag } from '@/contract/account'
import { notificationFlags } from '@/contract/account'
import { useSaveNotification } from '../api/save-notification'
import { FormActions, showSaved, showSaveError } from './form-helpers'

const flagText: Record<NotificationFlag, { label: string; description: string }> = {
  commentOnArticle: {
    label: 'Comments on my articles',
    description: 'Email me when someone comments on an article I wrote',
  },
  answerOnForm: {
    label: 'Answers on my forms',
    description: 'Email me when someone answers a form I posted',
  },
  followMe: { label: 'New followers', description: 'Email me when someone follows me' },
  newAnnouncements: {
    label: 'News and announcements',
    description: 'Openings, menu launches and news from the group',
  },
  productUpdates: {
    label: 'Product updates',
    description: 'A monthly round-up of what is new in the dashboard',
  },
  blogDigest: { label: 'Blog digest', description: 'The best of the blog, once a week' },
}

/** Notifications: the six email flags. */
export function NotificationsTab({ saved }: { saved: AccountNotification }) {
  const save = useSaveNotification()
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
    <form onSubmit={submit} noValidate aria-label="Notifications">
      <Stack gap="md">
        {notificationFlags.map((flag) => (
          <Switch
            key={flag}
            label={flagText[flag].label}
            description={flagText[flag].description}
            {...form.getInputProps(flag, { type: 'checkbox' })}
          />
        ))}
      </Stack>
      <FormActions dirty={form.isDirty()} saving={save.isPending} onDiscard={() => form.reset()} />
    </form>
  )
}
