import { z } from 'zod/mini'

/**
 * Every error the back end answers has this shape: `error` is either one
 * message or a map from the field at fault (dotted path) to its message.
 */
export const errorBodySchema = z.object({
  error: z.union([z.string(), z.record(z.string(), z.string())]),
  /** Set on 401 answers: `expired` tokens may be refreshed, `invalid` ones never. */
  reason: z.optional(z.enum(['missing', 'invalid', 'expired'])),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
