import { z } from 'zod/mini'

/**
 * Every error the back end answers has this shape: `error` is either one
 * message or a map from the field at fault (dotted path) to its message.
 */
export const errorBodySchema = z.object({
  error: z.union([z.string(), z.record(z.string(), z.string())]),
  /**
   * Set on 401 answers: `expired` tokens may be refreshed; `invalid` ones and
   * `revoked` ones (a session ended: signed out, a refresh token used twice, a
   * password changed in another session) never.
   */
  reason: z.optional(z.enum(['missing', 'invalid', 'expired', 'revoked'])),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
