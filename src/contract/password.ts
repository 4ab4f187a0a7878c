import { z } from 'zod/mini'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * The one password policy: registering, resetting and changing a password all
 * check it, and every form that sets one lists these rules, each ticked as it is met
 * (named in the user's language by `id`: the shell's `password.rules.<id>`).
 */
export const passwordRules = [
  {
    id: 'length',
    message: `Use at least ${PASSWORD_MIN} characters`,
    test: (value: string) => value.length >= PASSWORD_MIN,
  },
  {
    id: 'lowercase',
    message: 'Include a lowercase letter',
    test: (value: string) => /[a-z]/.test(value),
  },
  {
    id: 'other',
    message: 'Include an uppercase letter, a number or a symbol',
    test: (value: string) => /[^a-z\s]/.test(value),
  },
] as const

/** A new password: the policy's rules, each failing with its own message. */
export const passwordSchema = z
  .string()
  .check(
    z.maxLength(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`),
    ...passwordRules.map((rule) => z.refine<string>(rule.test, rule.message)),
  )
