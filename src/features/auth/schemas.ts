import { z } from 'zod'
import { loginRequestSchema, passwordSchema, registerRequestSchema } from '@/contract/auth'

export const loginFormSchema = loginRequestSchema

export const registerFormSchema = registerRequestSchema.extend({
  acceptTerms: z.literal(true, { error: 'Accept the privacy policy and terms to continue' }),
})
export type RegisterFormValues = z.input<typeof registerFormSchema>

export const forgotPasswordFormSchema = loginRequestSchema.pick({ email: true })

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The passwords do not match',
  })
