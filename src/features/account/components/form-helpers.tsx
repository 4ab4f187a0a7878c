import { Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { showServerError } from '@/components/server-errors'

/**
 * Shows a failed save: a 400's or 409's field messages go beside their fields, and a
 * toast says what happened. The form keeps what was typed either way.
 */
export function showSaveError(
  error: Error,
  setFieldError: (field: string, message: string) => void,
) {
  showServerError(error, {
    setFieldError,
    title: 'Not saved',
    fieldsNotice: 'Not saved: check the highlighted fields',
  })
}

export function showSaved(message = 'Changes saved') {
  notifications.show({ color: 'green', message })
}

/** A tab's Discard and Save buttons: Discard returns to what is saved. */
export function FormActions({
  dirty,
  saving,
  onDiscard,
  saveLabel = 'Save changes',
}: {
  dirty: boolean
  saving: boolean
  onDiscard: () => void
  saveLabel?: string
}) {
  return (
    <Group justify="flex-end" gap="sm" mt="lg">
      <Button variant="default" onClick={onDiscard} disabled={!dirty || saving}>
        Discard changes
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  )
}
