import { sanitizeHtml } from '@/components/safe-html'
import type { Email, EmailReply } from '@/contract/email'
import { formatDayTime } from '@/lib/format'

/** What the composer holds: the addresses, the subject and the message (HTML). */
export interface MailFields {
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  message: string
}

export const emptyFields: MailFields = { to: [], cc: [], bcc: [], subject: '', message: '' }

export type ReplyKind = 'reply' | 'replyAll' | 'forward'

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

/** How the composer starts: a new mail, a saved draft, or an answer; it names its title. */
export type ComposeKind = 'new' | 'draft' | ReplyKind

/** What the composer opens with: how it starts, its fields, and the saved draft it edits, if any. */
export interface ComposeStart {
  kind: ComposeKind
  fields: MailFields
  draftId?: number
}

export const newMessage: ComposeStart = { kind: 'new', fields: emptyFields }

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

/** A saved draft, as it was saved: saving or sending it acts on that draft. */
export function draftStart(draft: Email): ComposeStart {
  return {
    kind: 'draft',
    fields: {
      to: draft.to.map((person) => person.email),
      cc: [...draft.cc],
      bcc: [...draft.bcc],
      subject: draft.subject,
      message: draft.message,
    },
    draftId: draft.id,
  }
}
