import { Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { ApiError } from '@/lib/api-client'

/**
 * Shows a failed save: a 400's field messages go beside their fields, and a
 * toast says what happened. The form keeps what was typed either way.
 */
export function showSaveError(
  error: Error,
  setFieldError: (field: string, message: string) => void,
) {
  const fields = error instanceof ApiError && error.status === 400 ? error.body?.error : undefined
  if (fields && typeof fields === 'object') {
    for (const [field, message] of Object.entries(fields)) setFieldError(field, message)
    notifications.show({ color: 'red', message: 'Not saved: check the highlighted fields' })
  } else notifications.show({ color: 'red', title: 'Not saved', message: error.message })
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
