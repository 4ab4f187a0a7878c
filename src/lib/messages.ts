import i18next from 'i18next'

/**
 * A message the back end or a contract schema wrote, in the user's language. The API's error
 * texts stay as SPEC words them; the UI shows each known one translated from the `messages`
 * namespace, whose keys are the English texts themselves. An unknown message shows as it came.
 */
export function translateMessage(message: string): string {
  if (!i18next.isInitialized) return message
  return i18next.t(message, {
    ns: 'messages',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  })
}

/** A form's field errors (Mantine's `FormErrors`), each message translated. */
export function translateErrors<T extends Record<string, unknown>>(errors: T): T {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? translateMessage(message) : message,
    ]),
  ) as T
}
