import { sanitizeHtml } from '@/components/safe-html'
import type { EmailReply } from '@/contract/email'
import { formatDayTime } from '@/lib/format'
import type { ComposeStart, MailFields, ReplyKind } from './compose-fields'

// Apart from compose-fields.ts: an answer quotes its mail sanitised, and the sanitiser (DOMPurify)
// comes with an opened mail, not with the list.

const REPLIED = /^\s*re\s*:/i
const FORWARDED = /^\s*fwd?\s*:/i

/**
 * `Re: ` or `Fwd: ` once: a subject that already starts with it is kept as it is. The prefixes
 * are mail's own convention, written the same in every language.
 */
export function answerSubject(kind: ReplyKind, subject: string): string {
  if (kind === 'forward') return FORWARDED.test(subject) ? subject : `Fwd: ${subject}`
  return REPLIED.test(subject) ? subject : `Re: ${subject}`
}

const sameAddress = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase()

/** The addresses once each (compared without case), in their first order. */
function distinct(addresses: readonly string[]): string[] {
  return addresses.filter((address, index) => addresses.findIndex(sameAddress(address)) === index)
}

/**
 * Who an answer goes to. Reply: the sender. Reply all: the sender and every other recipient,
 * the copies staying copies. Mail the user sent is answered to its recipients, as one carries
 * on a conversation one started. The user's own address (`me`) is never among them for reply
 * all; a forward starts with no one.
 */
export function answerRecipients(
  kind: ReplyKind,
  mail: EmailReply,
  me: string,
): Pick<MailFields, 'to' | 'cc'> {
  if (kind === 'forward') return { to: [], cc: [] }
  const addressees = mail.to.map((person) => person.email)
  const fromMe = sameAddress(me)(mail.from.email)
  const to = fromMe ? addressees : [mail.from.email]
  if (kind === 'reply') return { to: distinct(to), cc: [] }
  const others = (list: readonly string[]) => list.filter((address) => !sameAddress(me)(address))
  const all = distinct(others([...to, ...addressees]))
  const cc = distinct(others(mail.cc)).filter((address) => !all.some(sameAddress(address)))
  return { to: all, cc }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
}
const escapeText = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char)

/** "On <date>, <sender> wrote:" in the user's language, for the line above a quote. */
export type QuoteHeader = (words: { date: string; sender: string }) => string

/**
 * An empty line to write on, then the quote header and the original, sanitised, as a
 * blockquote (the original is HTML from data).
 */
export function quoted(mail: EmailReply, quoteHeader: QuoteHeader): string {
  const { name, email } = mail.from
  const sender = name && name !== email ? `${name} <${email}>` : email
  const header = escapeText(quoteHeader({ date: formatDayTime(mail.time), sender }))
  return `<p></p><p>${header}</p><blockquote>${sanitizeHtml(mail.message)}</blockquote>`
}

/** A reply, reply all or forward of `mail`, written by the user whose address is `me`. */
export function answerStart(
  kind: ReplyKind,
  mail: EmailReply,
  me: string,
  quoteHeader: QuoteHeader,
): ComposeStart {
  return {
    kind,
    fields: {
      ...answerRecipients(kind, mail, me),
      bcc: [],
      subject: answerSubject(kind, mail.subject),
      message: quoted(mail, quoteHeader),
    },
  }
}
