import { Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from '@/lib/use-translation'
import { showServerError } from '@/components/server-errors'

/**
 * A tab's save toasts. `showSaveError` shows a failed save: a 400's or 409's field messages go
 * beside their fields, and a toast says what happened. The form keeps what was typed either way.
 */
export function useSaveToasts() {
  const { t } = useTranslation('account')
  return {
    showSaved: (message = t('toast.saved')) => notifications.show({ color: 'green', message }),
    showSaveError: (error: Error, setFieldError: (field: string, message: string) => void) =>
      showServerError(error, {
        setFieldError,
        title: t('toast.notSaved'),
        fieldsNotice: t('toast.checkFields'),
      }),
  }
}

/** A tab's Discard and Save buttons: Discard returns to what is saved. */
export function FormActions({
  dirty,
  saving,
  onDiscard,
  saveLabel,
}: {
  dirty: boolean
  saving: boolean
  onDiscard: () => void
  /** Default: "Save changes". */
  saveLabel?: string
}) {
  const { t } = useTranslation('account')
  return (
    <Group justify="flex-end" gap="sm" mt="lg">
      <Button variant="default" onClick={onDiscard} disabled={!dirty || saving}>
        {t('actions.discard')}
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel ?? t('actions.save')}
      </Button>
    </Group>
  )
}
