import { emailEndpoints, type Email, type EmailListQuery } from '@/contract/email'
import { requireAbility } from '../auth'
import { fail, notFound } from '../http'
import { jsonList } from '../json-list'
import { plainText } from '../plain-text'
import { mockRoutes, route } from '../route'
import type { Db } from '../store/db'
import { emailsTable } from '../fixtures/emails'

/** A search matches the subject, the sender's name or address, or the mail's text. */
function matches(email: Email, q: string): boolean {
  return [email.subject, email.from.name, email.from.email, plainText(email.message)].some(
    (field) => field.toLowerCase().includes(q),
  )
}

/**
 * Whether an email belongs to the list the user is looking at:
 * a label shows that label outside trash; trash shows only trash; starred shows
 * starred mail outside trash; any other folder shows its own mail (never trash).
 * With neither folder nor label, the inbox.
 */
function inList(email: Email, { folder, label, q }: EmailListQuery): boolean {
  if (q && !matches(email, q.trim().toLowerCase())) return false
  if (label) return email.folder !== 'trash' && email.labels.includes(label)
  const view = folder ?? 'inbox'
  if (view === 'starred') return email.isStarred && email.folder !== 'trash'
  return email.folder === view
}

/** The list, newest first (the store keeps the oldest first). */
function listOf(db: Db, query: EmailListQuery): Email[] {
  return db
    .table(emailsTable)
    .all()
    .filter((email) => inList(email, query))
    .toReversed()
}

function emailsMeta(db: Db) {
  const all = db.table(emailsTable).all()
  const count = (predicate: (email: Email) => boolean) => all.filter(predicate).length
  return {
    inbox: count((email) => email.folder === 'inbox' && !email.isRead),
    draft: count((email) => email.folder === 'draft'),
    spam: count((email) => email.folder === 'spam' && !email.isRead),
  }
}

/** Every id must be known before anything changes: a request is applied whole or not at all. */
function emailsById(db: Db, ids: readonly number[]): Email[] {
  return [...new Set(ids)].map((id) => db.table(emailsTable).get(id) ?? notFound('Email'))
}

const { listEmails, updateEmails, updateEmailsLabel, getEmail, paginateEmail, sendEmail } =
  emailEndpoints

export const emailRoutes = mockRoutes(
  route(listEmails, requireAbility('read', 'Email'), (c, { query }) =>
    jsonList(c, c.var.db.table(emailsTable).all(), () => ({
      emails: listOf(c.var.db, query),
      emailsMeta: emailsMeta(c.var.db),
    })),
  ),
  route(
    updateEmails,
    requireAbility('update', 'Email'),
    (c, { body: { emailIds, dataToUpdate } }) => {
      const emails = emailsById(c.var.db, emailIds)
      const updated = emails.map(
        (email) => c.var.db.table(emailsTable).update(email.id, dataToUpdate) ?? email,
      )
      return c.json({ emails: updated })
    },
  ),
  route(
    updateEmailsLabel,
    requireAbility('update', 'Email'),
    (c, { body: { emailIds, label } }) => {
      const emails = emailsById(c.var.db, emailIds)
      const updated = emails.map((email) => {
        const labels = email.labels.includes(label)
          ? email.labels.filter((candidate) => candidate !== label)
          : [...email.labels, label]
        return c.var.db.table(emailsTable).update(email.id, { labels }) ?? email
      })
      return c.json({ emails: updated })
    },
  ),
  route(getEmail, requireAbility('read', 'Email'), (c, { query: { id, ...list } }) => {
    const email = c.var.db.table(emailsTable).get(id) ?? notFound('Email')
    // Neighbours are those of the list the user came from; a mail no longer in it has none.
    const emails = listOf(c.var.db, list)
    const index = emails.findIndex((candidate) => candidate.id === id)
    return c.json({
      email,
      hasPreviousMail: index > 0,
      hasNextMail: index >= 0 && index < emails.length - 1,
    })
  }),
  route(
    paginateEmail,
    requireAbility('read', 'Email'),
    (c, { query: { dir, emailId, ...list } }) => {
      const emails = listOf(c.var.db, list)
      const index = emails.findIndex((candidate) => candidate.id === emailId)
      if (index < 0) notFound('Email')
      const neighbour = emails[dir === 'previous' ? index - 1 : index + 1]
      if (!neighbour) notFound('Email')
      return c.json({ email: neighbour })
    },
  ),
  route(
    sendEmail,
    requireAbility('create', 'Email'),
    (c, { body: { draft, draftId, to, ...rest } }) => {
      const { db, account } = c.var
      const emails = db.table(emailsTable)
      const saved = draftId === undefined ? undefined : (emails.get(draftId) ?? notFound('Email'))
      if (saved && saved.folder !== 'draft') fail(409, { error: 'This mail is not a draft' })
      const mail = {
        ...rest,
        from: { email: account.email, name: account.fullName, avatar: account.avatar },
        to: to.map((address) => ({
          email: address,
          name:
            db.accounts.find((candidate) => candidate.email === address)?.fullName ??
            saved?.to.find((person) => person.email === address)?.name ??
            address,
        })),
        time: new Date().toISOString(),
        folder: draft ? ('draft' as const) : ('sent' as const),
      }
      // A saved draft keeps its id, labels and star, and moves up as the newest mail.
      if (saved) return c.json({ email: emails.update(saved.id, mail, 'last') ?? saved }, 200)
      const email = emails.insert({
        ...mail,
        attachments: [],
        isStarred: false,
        labels: [],
        replies: [],
        isRead: true,
      })
      return c.json({ email }, 201)
    },
  ),
)
