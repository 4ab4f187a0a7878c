import { openApiEndpoints } from '@/contract/openapi'
import { buildOpenApiDocument } from '../openapi/document'
import { mockRoutes, route } from '../route'

let document: ReturnType<typeof buildOpenApiDocument> | undefined

/**
 * The contract, public like any API description. Built once, on first call, without the
 * endpoints' example calls: those stay out of the browser's bundle (docs/openapi.json has them).
 */
export const openApiRoutes = mockRoutes(
  route(openApiEndpoints.getOpenApi, (c) => c.json((document ??= buildOpenApiDocument()))),
)
