import { openApiEndpoints } from '@/contract/openapi'
import { buildOpenApiDocument } from '../openapi/document'
import { mockRoutes, route } from '../route'

let document: ReturnType<typeof buildOpenApiDocument> | undefined

/** The contract, public like any API description. Built once, on first call. */
export const openApiRoutes = mockRoutes(
  route(openApiEndpoints.getOpenApi, (c) => c.json((document ??= buildOpenApiDocument()))),
)
