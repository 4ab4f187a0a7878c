import { notFound, type NotFoundError } from '@tanstack/react-router'
import { z } from 'zod/mini'

/** A record's slug in a path (`/apps/ecommerce/product-detail/oyster-knife`): lower-case words joined by `-`. */
export const pathSlugSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use a slug'))

/**
 * For a route's `params.parse`: the slug, or the route's not-found page (with
 * `data` for it) when the address part is not even slug-shaped.
 */
export function parsePathSlug(value: string, data?: NotFoundError['data']): string {
  const parsed = z.safeParse(pathSlugSchema, value)
  if (!parsed.success) throw notFound({ data })
  return parsed.data
}
