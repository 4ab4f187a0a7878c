import type { Email } from '@/contract/email'

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

/** How the composer starts: a new mail, a saved draft, or an answer; it names its title. */
export type ComposeKind = 'new' | 'draft' | ReplyKind

/** What the composer opens with: how it starts, its fields, and the saved draft it edits, if any. */
export interface ComposeStart {
  kind: ComposeKind
  fields: MailFields
  draftId?: number
}

export const newMessage: ComposeStart = { kind: 'new', fields: emptyFields }

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
