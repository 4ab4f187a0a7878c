import { z } from 'zod'
import { abilityRuleSchema } from './ability'

/** The signed-in user as the client sees it (SPEC section 3, "Auth user"). */
export const authUserSchema = z.object({
  id: z.number().int().positive(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string(),
  email: z.email(),
  role: z.string(),
  ability: z.array(abilityRuleSchema),
  extras: z.object({ eCommerceCartItemsCount: z.number().int().nonnegative() }),
})
export type AuthUser = z.infer<typeof authUserSchema>

const email = z.email({ error: 'Enter a valid email address' }).max(254)

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password').max(200),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const sessionTokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
})

export const loginResponseSchema = sessionTokensSchema.extend({ userData: authUserSchema })
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const usernameSchema = z
  .string()
  .min(3, 'Use at least 3 characters')
  .max(30, 'Use at most 30 characters')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Use letters, digits, dots, dashes and underscores only')

export const passwordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(200, 'Use at most 200 characters')
  .regex(/[a-zA-Z]/, 'Include a letter')
  .regex(/[0-9]/, 'Include a digit')

export const registerRequestSchema = z.object({
  email,
  password: passwordSchema,
  username: usernameSchema,
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const registerResponseSchema = sessionTokensSchema.extend({ user: authUserSchema })
export type RegisterResponse = z.infer<typeof registerResponseSchema>

/** Register's "taken" answer: 200 with the offending fields (SPEC section 8). */
export const registerConflictSchema = z.object({
  error: z.object({ email: z.string().optional(), username: z.string().optional() }),
})

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(4096) })
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
