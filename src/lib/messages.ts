import i18next from 'i18next'
import { formatNumber } from './format'

/** The back end's answer for a missing record names what is missing: "Task not found". */
const notFound = /^(.+) not found$/
/** A limit in a message: "Use at most 500 characters" is the key "Use at most {{n}} characters". */
const limit = /\d+/
const asKey = { ns: 'messages', keySeparator: false, nsSeparator: false } as const

/**
 * A message the back end or a contract schema wrote, in the user's language. The API's error
 * texts stay as SPEC words them; the UI shows each known one translated from the `messages`
 * namespace, whose keys are the English texts themselves. A message built around a name has a
 * whole sentence per name instead, as a name alone would not agree with the words around it in
 * every language: "Task not found" is `notFound.Task`. A message with a number in it (a length
 * limit) has one key with `{{n}}` for every number, which is written as the language writes
 * numbers. An unknown message shows as it came.
 */
export function translateMessage(message: string): string {
  if (!i18next.isInitialized) return message
  const missing = notFound.exec(message)?.[1]
  if (missing !== undefined && i18next.exists(`notFound.${missing}`, { ns: 'messages' }))
    return i18next.t(`notFound.${missing}`, { ns: 'messages' })
  if (i18next.exists(message, asKey)) return i18next.t(message, asKey)
  const n = limit.exec(message)?.[0]
  const template = message.replace(limit, '{{n}}')
  if (n !== undefined && i18next.exists(template, asKey))
    return i18next.t(template, { ...asKey, n: formatNumber(Number(n)) })
  return message
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
