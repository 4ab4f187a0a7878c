import { Hono } from 'hono/tiny'
import type { MockEnv } from '../auth'
import { buildOpenApiDocument } from '../openapi/document'

let document: ReturnType<typeof buildOpenApiDocument> | undefined

/** `GET /openapi.json`: the contract, public like any API description. Built once, on first call. */
export const openApiRoutes = new Hono<MockEnv>().get('/openapi.json', (c) =>
  c.json((document ??= buildOpenApiDocument())),
)
