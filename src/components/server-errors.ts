import { notifications } from '@mantine/notifications'
import { ApiError } from '@/lib/api-client'
import { translateMessage } from '@/lib/messages'

/**
 * The field messages of a refused save, as `[path, message]`: a 400 (a value is invalid) or a
 * 409 (a value is already taken) whose body is `{ error: { path: message } }`.
 */
export function fieldErrorsOf(error: Error): [string, string][] {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return []
  const fields = error.body?.error
  return fields && typeof fields === 'object' ? Object.entries(fields) : []
}

/**
 * The form field of a server path, for forms whose fields the server names with a prefix
 * (`task.title` for the `title` field): undefined for a path that is not one of `fields`.
 */
export const fieldIn =
  (fields: readonly string[], prefix = '') =>
  (path: string): string | undefined => {
    if (!path.startsWith(prefix)) return undefined
    const field = path.slice(prefix.length)
    return fields.includes(field) ? field : undefined
  }

export interface ServerErrorTarget {
  /** Puts a message beside a form field. */
  setFieldError: (field: string, message: string) => void
  /** The form field a server path belongs to, undefined where the form has none (default: the path). */
  fieldOf?: (path: string) => string | undefined
  /** Title of the toast that says what failed when no message could go beside a field. */
  title?: string
  /** Said instead of that toast (a form that shows its failures in place). */
  onOther?: (message: string) => void
  /** A toast to show as well when messages went beside fields, for those who do not see them. */
  fieldsNotice?: string
}

/**
 * Shows a failed save, the one way every form does: the field messages of a 400 or 409 go beside
 * their fields, and any other failure is said once, in a red toast unless the form says it in
 * place. The form keeps what was typed either way. Returns the fields that got a message.
 */
export function showServerError(
  error: Error,
  { setFieldError, fieldOf = (path) => path, title, onOther, fieldsNotice }: ServerErrorTarget,
): string[] {
  const placed: string[] = []
  for (const [path, message] of fieldErrorsOf(error)) {
    const field = fieldOf(path)
    if (field === undefined) continue
    setFieldError(field, translateMessage(message))
    placed.push(field)
  }
  if (placed.length > 0) {
    if (fieldsNotice) notifications.show({ color: 'red', message: fieldsNotice })
  } else if (onOther) onOther(translateMessage(error.message))
  else notifications.show({ color: 'red', title, message: translateMessage(error.message) })
  return placed
}
