import { z } from 'zod/mini'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * The one password policy: registering, resetting and changing a password all
 * check it, and every form that sets one lists these rules, each ticked as it is met.
 * The texts are written out whole, as the UI finds their translations by them (the
 * `messages` namespace, docs/i18n.md).
 */
export const passwordRules = [
  {
    label: 'At least 8 characters',
    message: 'Use at least 8 characters',
    test: (value: string) => value.length >= PASSWORD_MIN,
  },
  {
    label: 'At least one lowercase letter',
    message: 'Include a lowercase letter',
    test: (value: string) => /[a-z]/.test(value),
  },
  {
    label: 'At least one uppercase letter, number or symbol',
    message: 'Include an uppercase letter, a number or a symbol',
    test: (value: string) => /[^a-z\s]/.test(value),
  },
] as const

/** A new password: the policy's rules, each failing with its own message. */
export const passwordSchema = z
  .string()
  .check(
    z.maxLength(PASSWORD_MAX, 'Use at most 128 characters'),
    ...passwordRules.map((rule) => z.refine<string>(rule.test, rule.message)),
  )
