import { z } from 'zod/mini'

/** A record's id in a path (`/profile/posts/{id}/like`, `/apps/user/view/12`): digits, no leading zero. */
export const pathIdSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'Use a numeric id')),
  z.transform(Number),
)
