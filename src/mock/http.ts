import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod/mini'
import type { ErrorBody } from '@/contract/errors'
import { issueMessage } from '@/contract/issue-messages'

/** Stops the request with a JSON error body of the contract's shape. */
export function fail(status: 400 | 401 | 403 | 404 | 409, body: ErrorBody): never {
  throw new HTTPException(status, { res: Response.json(body, { status }) })
}

export function notFound(what = 'Record'): never {
  fail(404, { error: `${what} not found` })
}

/** Maps zod issues to `{ "field.path": "message" }`, the first message per field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  // A Map, not an object: a body key like `__proto__` must be named, not swallowed.
  const fields = new Map<string, string>()
  for (const issue of error.issues) {
    // An unknown key of a strict object is itself the field at fault, not the object around it.
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key])
        : [issue.path]
    for (const path of paths) {
      const key = path.length ? path.map(String).join('.') : 'body'
      if (!fields.has(key)) fields.set(key, issue.message)
    }
  }
  return Object.fromEntries(fields)
}

function parseOr400<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { error: issueMessage })
  if (!result.success) fail(400, { error: fieldErrors(result.error) })
  return result.data
}

/** Reads and validates a JSON body; malformed JSON is a 400 like any other bad input. */
export async function readBody<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
): Promise<z.infer<S>> {
  // Only a JSON content type: a text/plain or form post is what a foreign page can
  // send without a preflight, so it is refused before the body is even read.
  const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    fail(400, { error: { body: 'Send the body as JSON (Content-Type: application/json)' } })
  }
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    fail(400, { error: { body: 'The request body must be valid JSON' } })
  }
  return parseOr400(schema, body)
}

/**
 * Reads and validates the query. Repeated keys become arrays, and `key[]` is
 * read as `key`, so `calendars=A&calendars=B` and `calendars[]=A` both work.
 */
export function readQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.infer<S> {
  const query: Record<string, string | string[]> = {}
  for (const [rawKey, value] of new URL(c.req.url).searchParams) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey
    const existing = query[key]
    query[key] = existing === undefined ? value : [...[existing].flat(), value]
  }
  return parseOr400(schema, query)
}
