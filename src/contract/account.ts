import { z } from 'zod/mini'
import { usernameSchema } from './auth'
import { endpoints } from './endpoint'
import type { Examples } from './example'
import { passwordSchema } from './password'
import { okResponseSchema } from './ok'

/** The avatar image types the General tab accepts, and the largest file (checked before upload). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const AVATAR_MAX_BYTES = 800 * 1024

export const socialNetworks = [
  'twitter',
  'facebook',
  'google',
  'linkedIn',
  'instagram',
  'quora',
] as const
export type SocialNetwork = (typeof socialNetworks)[number]

export const connectionServices = ['twitter', 'google', 'facebook', 'github'] as const
export type ConnectionService = (typeof connectionServices)[number]

export const notificationFlags = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const
export type NotificationFlag = (typeof notificationFlags)[number]

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max))
const required = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max))

const isHttpAddress = (value: string) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value)

/** '' means "none"; anything else an http(s) address. */
const link = z.string().check(
  z.trim(),
  z.maxLength(200),
  z.refine((value) => value === '' || isHttpAddress(value), 'Enter a web address (https://…)'),
)

/** A data URL of one of the accepted image types, as the upload answers it in the mock. */
const isImageDataUrl = (value: string) =>
  new RegExp(`^data:(${AVATAR_TYPES.join('|')});base64,[A-Za-z0-9+/]+={0,2}$`).test(value)

/** Bytes of a base64 data URL's content. */
export function dataUrlBytes(value: string): number {
  const base64 = value.slice(value.indexOf(',') + 1)
  return Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0)
}

const avatar = z.string().check(
  z.maxLength(1_200_000, 'The image is too large'),
  z.refine(
    (value) => value === '' || isImageDataUrl(value) || isHttpAddress(value),
    'Use an uploaded image',
  ),
)

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** Today as `YYYY-MM-DD` (UTC), the latest date of birth accepted. */
const today = () => new Date().toISOString().slice(0, 10)

export const accountGeneralSchema = z.strictObject({
  avatar,
  username: usernameSchema,
  fullName: required(80, 'Enter your full name'),
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter your email'), z.email('Enter a valid email')),
  company: text(80),
})
export type AccountGeneral = z.infer<typeof accountGeneralSchema>

/** The account settings' info section: `dob` is `YYYY-MM-DD` or '' (not given). */
export const accountInfoSchema = z.strictObject({
  bio: text(500),
  dob: z.string().check(
    z.refine((value) => value === '' || isDay(value), 'Enter a date (YYYY-MM-DD)'),
    z.refine((value) => value <= today(), 'The date of birth is in the future'),
  ),
  country: text(60),
  website: link,
  phone: z
    .string()
    .check(
      z.trim(),
      z.regex(/^$|^\+?[0-9][0-9 ()-]{5,19}$/, 'Enter a phone number (digits, spaces, + ( ) -)'),
    ),
})
export type AccountInfo = z.infer<typeof accountInfoSchema>

/**
 * A connected service: `connected`, and the account name shown beside it
 * ('' when not connected). SPEC names the four services only.
 */
export const accountConnectionSchema = z
  .strictObject({ connected: z.boolean(), account: text(60) })
  .check(
    z.refine((value) => !value.connected || value.account !== '', {
      message: 'Give the connected account',
      path: ['account'],
    }),
    z.refine((value) => value.connected || value.account === '', {
      message: 'A disconnected service has no account',
      path: ['account'],
    }),
  )
export type AccountConnection = z.infer<typeof accountConnectionSchema>

export const accountSocialSchema = z.strictObject({
  socialLinks: z.strictObject({
    twitter: link,
    facebook: link,
    google: link,
    linkedIn: link,
    instagram: link,
    quora: link,
  }),
  connections: z.strictObject({
    twitter: accountConnectionSchema,
    google: accountConnectionSchema,
    facebook: accountConnectionSchema,
    github: accountConnectionSchema,
  }),
})
export type AccountSocial = z.infer<typeof accountSocialSchema>

export const accountNotificationSchema = z.strictObject({
  commentOnArticle: z.boolean(),
  answerOnForm: z.boolean(),
  followMe: z.boolean(),
  newAnnouncements: z.boolean(),
  productUpdates: z.boolean(),
  blogDigest: z.boolean(),
})
export type AccountNotification = z.infer<typeof accountNotificationSchema>

/** `getAccountSettings`; every save answers it too, as saved. */
export const accountSettingsSchema = z.object({
  general: accountGeneralSchema,
  info: accountInfoSchema,
  social: accountSocialSchema,
  notification: accountNotificationSchema,
})
export type AccountSettings = z.infer<typeof accountSettingsSchema>

/** `changePassword`. */
export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: z.string().check(z.minLength(1, 'Enter your current password')),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((value) => value.confirmPassword === value.newPassword, {
      message: 'The passwords do not match',
      path: ['confirmPassword'],
    }),
    z.refine((value) => value.newPassword !== value.currentPassword, {
      message: 'Choose a password other than the current one',
      path: ['newPassword'],
    }),
  )
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct'

/** `uploadAvatar` (an addition): the image as a data URL; answers where it is kept. */
export const avatarUploadRequestSchema = z.strictObject({
  avatar: z.string().check(
    z.refine(isImageDataUrl, 'Use a JPG, PNG, GIF or WebP image'),
    z.refine((value) => dataUrlBytes(value) <= AVATAR_MAX_BYTES, 'The image is over 800 kB'),
  ),
})
export const avatarUploadResponseSchema = z.object({ url: z.string() })

/**
 * The save of each section (`saveAccount-<section>`, at the section's own path),
 * answering every section as saved.
 */
function sectionSaves<const S extends Record<string, z.ZodMiniType>>(sections: S) {
  return Object.fromEntries(
    Object.entries(sections).map(([section, body]) => [
      `saveAccount-${section}`,
      {
        method: 'post',
        path: `/account-setting/${section}`,
        summary: `Save the ${section} section`,
        body,
        response: accountSettingsSchema,
      },
    ]),
  ) as {
    [K in keyof S & string as `saveAccount-${K}`]: {
      method: 'post'
      path: `/account-setting/${K}`
      summary: string
      body: S[K]
      response: typeof accountSettingsSchema
    }
  }
}

export const accountEndpoints = endpoints('Account', {
  getAccountSettings: {
    method: 'get',
    path: '/account-setting/data',
    summary: 'The account settings',
    response: accountSettingsSchema,
  },
  ...sectionSaves({
    general: accountGeneralSchema,
    info: accountInfoSchema,
    social: accountSocialSchema,
    notification: accountNotificationSchema,
  }),
  uploadAvatar: {
    method: 'post',
    path: '/account-setting/avatar',
    summary: 'Upload an avatar image (a data URL)',
    body: avatarUploadRequestSchema,
    response: avatarUploadResponseSchema,
    status: 201,
  },
  changePassword: {
    method: 'post',
    path: '/account-setting/change-password',
    summary: 'Change the password',
    body: changePasswordRequestSchema,
    response: okResponseSchema,
  },
})

/** A valid call of each endpoint (src/contract/example.ts); a section's save needs its settings. */
export const accountExamples = {
  getAccountSettings: {},
  uploadAvatar: { body: { avatar: `data:image/png;base64,${'A'.repeat(400)}` } },
  changePassword: {
    body: {
      currentPassword: 'admin',
      newPassword: 'Risotto2024',
      confirmPassword: 'Risotto2024',
    },
  },
} satisfies Examples<typeof accountEndpoints>
