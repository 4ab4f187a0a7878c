import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import type { Examples } from './example'
import { passwordSchema } from './password'
import { okResponseSchema } from './ok'
import { abilityRuleSchema } from './ability'

/** The signed-in user as the client sees it. */
export const authUserSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string(),
  email: z.email(),
  role: z.string(),
  ability: z.array(abilityRuleSchema),
  extras: z.object({ eCommerceCartItemsCount: z.number().check(z.int(), z.nonnegative()) }),
})
export type AuthUser = z.infer<typeof authUserSchema>

const email = z
  .email({ error: 'Enter a valid email address' })
  .check(z.maxLength(254, 'Use at most 254 characters'))

export const loginRequestSchema = z.strictObject({
  email,
  password: z
    .string()
    .check(z.minLength(1, 'Enter your password'), z.maxLength(200, 'Use at most 200 characters')),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const sessionTokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
})

export const loginResponseSchema = z.extend(sessionTokensSchema, { userData: authUserSchema })
export type LoginResponse = z.infer<typeof loginResponseSchema>

/** 3–30 letters, digits, `.`, `_` or `-`, trimmed: for a new account, a user and one's own. */
export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Use at least 3 characters'),
    z.maxLength(30, 'Use at most 30 characters'),
    z.regex(/^[A-Za-z0-9._-]+$/, 'Use only letters, digits, ".", "_" and "-"'),
  )

export const registerRequestSchema = z.strictObject({
  email,
  password: passwordSchema,
  username: usernameSchema,
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const registerResponseSchema = z.extend(sessionTokensSchema, { user: authUserSchema })
export type RegisterResponse = z.infer<typeof registerResponseSchema>

/** Register's "taken" answer: 200 with the offending fields (SPEC section 8). */
export const registerConflictSchema = z.object({
  error: z.object({ email: z.optional(z.string()), username: z.optional(z.string()) }),
})

export const refreshRequestSchema = z.strictObject({
  refreshToken: z
    .string()
    .check(z.minLength(1, 'Send the refresh token'), z.maxLength(4096, 'The token is too long')),
})
export const refreshResponseSchema = loginResponseSchema

export const meResponseSchema = z.object({ userData: authUserSchema })

/** Messages of SPEC section 8, shared by the mock and the client. */
export const authMessages = {
  invalidLogin: 'Email or Password is Invalid',
  unexpected: 'Something went wrong',
  emailTaken: 'This email is already in use.',
  usernameTaken: 'This username is already in use.',
  invalidRefresh: 'Invalid refresh token',
} as const

export const authEndpoints = endpoints('Auth', {
  login: {
    method: 'post',
    path: '/jwt/login',
    summary: 'Sign in with email and password',
    public: true,
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  register: {
    method: 'post',
    path: '/jwt/register',
    summary: 'Create an account and sign in',
    public: true,
    body: registerRequestSchema,
    response: registerResponseSchema,
    status: 201,
    also: {
      status: 200,
      description: 'The email or username is taken (SPEC section 8)',
      schema: registerConflictSchema,
    },
  },
  refreshToken: {
    method: 'post',
    path: '/jwt/refresh-token',
    summary: 'Trade a refresh token for new tokens',
    public: true,
    body: refreshRequestSchema,
    response: refreshResponseSchema,
    errors: [401],
  },
  logout: {
    method: 'post',
    path: '/jwt/logout',
    summary: 'Sign out: the session’s tokens are refused from then on (not in SPEC)',
    response: okResponseSchema,
  },
  getMe: {
    method: 'get',
    path: '/auth/me',
    summary: 'The signed-in user',
    response: meResponseSchema,
  },
})

/** A valid call of each endpoint (src/contract/example.ts); `refreshToken` needs a fresh token. */
export const authExamples = {
  login: { body: { email: 'admin@demo.com', password: 'admin' } },
  register: {
    body: { email: 'fuzz@demo.com', password: 'secret-pass1', username: 'fuzzcook' },
  },
  logout: {},
  getMe: {},
} satisfies Examples<typeof authEndpoints>
