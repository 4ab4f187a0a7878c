import { z } from 'zod/mini'

/** The answer of calls that only confirm they were done (password change, mock reset). */
export const okResponseSchema = z.object({ ok: z.literal(true) })
