import { z } from 'zod/mini'
import { endpoints } from './endpoint'

/** The contract itself, public like any API description. */
export const openApiEndpoints = endpoints('Contract', {
  getOpenApi: {
    method: 'get',
    path: '/openapi.json',
    summary: 'This OpenAPI document',
    public: true,
    response: z.looseObject({ openapi: z.string() }),
  },
})
