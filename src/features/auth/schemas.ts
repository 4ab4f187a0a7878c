import { z } from 'zod/mini'
import { loginRequestSchema, registerRequestSchema } from '@/contract/auth'
import { passwordSchema } from '@/contract/password'

export const loginFormSchema = loginRequestSchema

export const registerFormSchema = z.extend(registerRequestSchema, {
  acceptTerms: z.literal(true, { error: 'Accept the privacy policy and terms to continue' }),
})
export type RegisterFormValues = z.input<typeof registerFormSchema>

export const forgotPasswordFormSchema = z.pick(loginRequestSchema, { email: true })

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      error: 'The passwords do not match',
    }),
  )
