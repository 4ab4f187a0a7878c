import i18next from 'i18next'

/** The back end's answer for a missing record names what is missing: "Task not found". */
const notFound = /^(.+) not found$/

/**
 * A message the back end or a contract schema wrote, in the user's language. The API's error
 * texts stay as SPEC words them; the UI shows each known one translated from the `messages`
 * namespace, whose keys are the English texts themselves. A message built around a name has a
 * whole sentence per name instead, as a name alone would not agree with the words around it in
 * every language: "Task not found" is `notFound.Task`. An unknown message shows as it came.
 */
export function translateMessage(message: string): string {
  if (!i18next.isInitialized) return message
  const missing = notFound.exec(message)?.[1]
  if (missing !== undefined && i18next.exists(`notFound.${missing}`, { ns: 'messages' }))
    return i18next.t(`notFound.${missing}`, { ns: 'messages' })
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
