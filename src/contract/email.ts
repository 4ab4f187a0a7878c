import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import { emailFolderSchema, emailLabelSchema, emailViewSchema } from './email-values'
import type { Examples } from './example'

const id = z.number().check(z.int(), z.positive())

// Kept in their own module so the mail's URL schema stays small (route search schemas load with the app's entry).
export {
  emailFolders,
  emailFolderSchema,
  emailLabels,
  emailLabelSchema,
  emailViews,
  emailViewSchema,
  type EmailFolder,
  type EmailLabel,
  type EmailView,
} from './email-values'

const address = z.email()
export const emailPersonSchema = z.object({ name: z.string(), email: address })
export type EmailPerson = z.infer<typeof emailPersonSchema>

export const emailAttachmentSchema = z.object({
  fileName: z.string().check(z.minLength(1)),
  thumbnail: z.string(),
  url: z.string(),
  /** Display text, e.g. `1.2 MB`. */
  size: z.string(),
})
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>

const emailBase = {
  id,
  from: z.object({ email: address, name: z.string(), avatar: z.string() }),
  to: z.array(emailPersonSchema),
  subject: z.string(),
  cc: z.array(address),
  bcc: z.array(address),
  /** HTML from data: show it only through SafeHtml. */
  message: z.string(),
  attachments: z.array(emailAttachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(emailLabelSchema),
  /** ISO date-time. */
  time: z.iso.datetime({ offset: true }),
  folder: emailFolderSchema,
  isRead: z.boolean(),
}

/** A reply in a thread: an email without replies of its own. */
export const emailReplySchema = z.object(emailBase)
export type EmailReply = z.infer<typeof emailReplySchema>

/** An email: these fields and no others. */
export const emailSchema = z.object({ ...emailBase, replies: z.array(emailReplySchema) })
export type Email = z.infer<typeof emailSchema>

/** Which list the user is looking at: `get-email` and `paginate-email` take it too. */
export const emailListQuerySchema = z.object({
  q: z.optional(z.string()),
  folder: z.optional(emailViewSchema),
  label: z.optional(emailLabelSchema),
})
export type EmailListQuery = z.infer<typeof emailListQuerySchema>

/** `listEmails`: newest first; the counts are for the folder badges. */
export const emailsResponseSchema = z.object({
  emails: z.array(emailSchema),
  emailsMeta: z.object({
    /** Unread in inbox. */
    inbox: z.number(),
    /** Every draft. */
    draft: z.number(),
    /** Unread in spam. */
    spam: z.number(),
  }),
})
export type EmailsResponse = z.infer<typeof emailsResponseSchema>

const emailIds = z.array(id).check(z.minLength(1))

/** `updateEmails`: only these fields may change. */
export const updateEmailsRequestSchema = z.strictObject({
  emailIds,
  dataToUpdate: z
    .strictObject({
      isStarred: z.optional(z.boolean()),
      isRead: z.optional(z.boolean()),
      folder: z.optional(emailFolderSchema),
    })
    .check(
      z.refine((data) => Object.keys(data).length > 0, { message: 'Give at least one field' }),
    ),
})
export type UpdateEmailsRequest = z.infer<typeof updateEmailsRequestSchema>

export const updateEmailsLabelRequestSchema = z.strictObject({
  emailIds,
  label: emailLabelSchema,
})
export type UpdateEmailsLabelRequest = z.infer<typeof updateEmailsLabelRequestSchema>

/** Both update calls answer the emails as they now are. */
export const updatedEmailsResponseSchema = z.object({ emails: z.array(emailSchema) })

export const getEmailQuerySchema = z.extend(emailListQuerySchema, {
  id: z.coerce.number().check(z.int(), z.positive()),
})
export const getEmailResponseSchema = z.object({
  email: emailSchema,
  hasPreviousMail: z.boolean(),
  hasNextMail: z.boolean(),
})
export type GetEmailResponse = z.infer<typeof getEmailResponseSchema>

export const paginateEmailQuerySchema = z.extend(emailListQuerySchema, {
  dir: z.enum(['previous', 'next']),
  emailId: z.coerce.number().check(z.int(), z.positive()),
})
export const paginateEmailResponseSchema = z.object({ email: emailSchema })

/** Bounded, so one call cannot store a mail with thousands of addresses. */
export const EMAIL_RECIPIENTS_MAX = 100
const recipients = z.array(address).check(z.maxLength(EMAIL_RECIPIENTS_MAX))

/**
 * `sendEmail`: sends, or saves a draft. With `draftId` it is that saved draft which is saved
 * again or sent, so no second copy is left in Drafts.
 */
export const sendEmailRequestSchema = z
  .strictObject({
    to: recipients,
    cc: recipients,
    bcc: recipients,
    subject: z.string().check(z.maxLength(200)),
    message: z.string().check(z.maxLength(100_000)),
    draft: z.optional(z.boolean()),
    draftId: z.optional(id),
  })
  .check(
    // A draft may be unfinished; a sent mail needs someone to go to.
    z.refine((data) => data.draft === true || data.to.length > 0, {
      message: 'Give at least one recipient',
      path: ['to'],
    }),
  )
export type SendEmailRequest = z.infer<typeof sendEmailRequestSchema>
export const sendEmailResponseSchema = z.object({ email: emailSchema })

export const emailEndpoints = endpoints('Email', {
  listEmails: {
    method: 'get',
    path: '/apps/email/emails',
    summary: 'Emails of a folder or label, with unread counts',
    query: emailListQuerySchema,
    response: emailsResponseSchema,
  },
  updateEmails: {
    method: 'post',
    path: '/apps/email/update-emails',
    summary: 'Mark emails read, starred or move them',
    body: updateEmailsRequestSchema,
    response: updatedEmailsResponseSchema,
    errors: [404],
  },
  updateEmailsLabel: {
    method: 'post',
    path: '/apps/email/update-emails-label',
    summary: 'Toggle a label on emails',
    body: updateEmailsLabelRequestSchema,
    response: updatedEmailsResponseSchema,
    errors: [404],
  },
  getEmail: {
    method: 'get',
    path: '/apps/email/get-email',
    summary: 'One email, with its place in the list',
    query: getEmailQuerySchema,
    response: getEmailResponseSchema,
    errors: [404],
  },
  paginateEmail: {
    method: 'get',
    path: '/apps/email/paginate-email',
    summary: 'The previous or next email of the list',
    query: paginateEmailQuerySchema,
    response: paginateEmailResponseSchema,
    errors: [404],
  },
  sendEmail: {
    method: 'post',
    path: '/apps/email/send-email',
    summary: 'Send an email or save a draft, new or saved before',
    body: sendEmailRequestSchema,
    response: sendEmailResponseSchema,
    status: 201,
    also: {
      status: 200,
      description: 'The draft `draftId` was saved again or sent',
      schema: sendEmailResponseSchema,
    },
    errors: [404, 409],
  },
})

/** A valid call of each endpoint (src/contract/example.ts). */
export const emailExamples = {
  listEmails: { query: { q: 'menu', folder: 'inbox', label: 'company' }, free: ['q'] },
  updateEmails: {
    body: {
      emailIds: [1, 2],
      dataToUpdate: { isRead: true, isStarred: false, folder: 'spam' },
    },
  },
  updateEmailsLabel: { body: { emailIds: [1, 3], label: 'important' } },
  getEmail: { query: { id: 2, folder: 'inbox' } },
  paginateEmail: { query: { dir: 'next', emailId: 2, folder: 'inbox' } },
  sendEmail: {
    body: {
      to: ['marta.rossi@tavola.example'],
      cc: ['kenji.sato@tavola.example'],
      bcc: ['client@demo.com'],
      subject: 'Menu tasting moved to 16:00',
      message: '<p>See you at <strong>16:00</strong>.</p>',
    },
  },
} satisfies Examples<typeof emailEndpoints>
