import { z } from 'zod/mini'

/** The folders an email can be in. */
export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const
/** The list views: the folders plus `starred`, which is a view, not a place. */
export const emailViews = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const
export const emailLabels = ['personal', 'company', 'important', 'private'] as const

export const emailFolderSchema = z.enum(emailFolders)
export const emailViewSchema = z.enum(emailViews)
export const emailLabelSchema = z.enum(emailLabels)
export type EmailFolder = z.infer<typeof emailFolderSchema>
export type EmailView = z.infer<typeof emailViewSchema>
export type EmailLabel = z.infer<typeof emailLabelSchema>
