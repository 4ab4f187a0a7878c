import type { Context, Hono, MiddlewareHandler } from 'hono'
import { Hono as TinyHono } from 'hono/tiny'
import { z } from 'zod/mini'
import type { Endpoint, HandlerInput } from '@/contract/endpoint'
import type { MockEnv } from './auth'
import { fail, readBody, readQuery } from './http'

type Answer = Response | Promise<Response>
export type MockHandler<E extends Endpoint> = (
  c: Context<MockEnv>,
  input: HandlerInput<E>,
) => Answer

/** One endpoint served: its declaration, the middleware before it (the ability), the handler. */
export interface MockRoute {
  endpoint: Endpoint
  handlers: MiddlewareHandler<MockEnv>[]
}

/** Each path parameter parsed with its schema; a malformed one names no record. */
function readParams(c: Context<MockEnv>, endpoint: Endpoint): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [name, schema] of Object.entries(endpoint.params ?? {})) {
    const parsed = z.safeParse(schema, c.req.param(name))
    if (!parsed.success) fail(404, { error: 'Not found' })
    params[name] = parsed.data
  }
  return params
}

/**
 * Serves one declared endpoint. The handler receives the path parameters, the
 * query and the body already parsed with the endpoint's schemas; bad input
 * answers 400 with each field's message before the handler runs.
 */
export function route<E extends Endpoint>(
  endpoint: E,
  ...chain: [...MiddlewareHandler<MockEnv>[], MockHandler<E>]
): MockRoute {
  const middleware = chain.slice(0, -1) as MiddlewareHandler<MockEnv>[]
  const handler = chain[chain.length - 1] as MockHandler<E>
  const serve: MiddlewareHandler<MockEnv> = async (c) => {
    const params = readParams(c, endpoint)
    const query = endpoint.query ? readQuery(c, endpoint.query) : {}
    const body = endpoint.body ? await readBody(c, endpoint.body) : undefined
    return handler(c, { params, query, body } as HandlerInput<E>)
  }
  return { endpoint, handlers: [...middleware, serve] }
}

/** A Hono app of declared endpoints. */
export function mockRoutes(...routes: readonly MockRoute[]): TinyHono<MockEnv> {
  const app = new TinyHono<MockEnv>()
  for (const { endpoint, handlers } of routes) {
    ;(app as unknown as Hono<MockEnv>).on(
      [endpoint.method.toUpperCase()],
      [endpoint.path],
      ...handlers,
    )
  }
  return app
}
