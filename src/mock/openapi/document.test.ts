import { readFileSync } from 'node:fs'
import { ADMIN, mockClient } from '@/test/mock-client'
import { appRoutes, coreRoutes, createMockApp } from '../app'
import { allEndpoints } from '@/contract/all-endpoints'
import { ecommerceExamples } from '@/contract/ecommerce'
import { todoExamples } from '@/contract/todo'
import { exampleOf } from '../fuzz/suites'
import { buildOpenApiDocument, openApiPath } from './document'

type Json = Record<string, unknown>
interface Document {
  openapi: string
  paths: Record<string, Record<string, Json>>
  components: Json
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
const document = buildOpenApiDocument(exampleOf) as unknown as Document

/** Every `$ref` in the document, wherever it is. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
  )
}

/** Follows a local JSON pointer (`#/components/schemas/User`) from the document root. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' && Object.hasOwn(node, part)
          ? (node as Json)[part]
          : undefined,
      document,
    )
}

/** `GET /auth/me` for every route the Hono apps register, lazily loaded ones included. */
async function registeredRoutes() {
  const apps = [...coreRoutes, ...(await Promise.all(appRoutes.map((entry) => entry.load())))]
  const routes = apps.flatMap((app) =>
    app.routes.map(({ method, path }) => `${method.toLowerCase()} ${openApiPath(path)}`),
  )
  return [...new Set(routes)].sort()
}

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document whose paths all have operations with responses', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths).length).toBeGreaterThan(0)
    for (const [path, item] of Object.entries(document.paths)) {
      const operations = Object.keys(item).filter((key) => METHODS.includes(key))
      expect(operations, path).not.toHaveLength(0)
      for (const method of operations) {
        const { responses, operationId } = item[method] as Json
        expect(operationId, `${method} ${path}`).toEqual(expect.any(String))
        expect(Object.keys(responses as Json), `${method} ${path}`).not.toHaveLength(0)
      }
    }
  })

  it('has unique operation ids', () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    )
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('resolves every $ref', () => {
    const refs = refsIn(document)
    expect(refs.length).toBeGreaterThan(0)
    expect(refs.filter((ref) => resolve(ref) === undefined)).toEqual([])
  })

  it('asks for the bearer token except on the public calls', () => {
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    })
    expect(document.paths['/jwt/login']?.post?.security).toEqual([])
    expect(document.paths['/api/users/list/data']?.get?.security).toBeUndefined()
    expect(document.paths['/api/users/list/data']?.get?.responses).toHaveProperty('401')
  })

  it('describes exactly the routes the mock registers', async () => {
    const described = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
      .sort()
    // A route served without a declaration in src/contract fails here.
    expect(described).toEqual(await registeredRoutes())
  })

  it("gives each endpoint's example (src/contract) to its parameters and request body", () => {
    const addTask = document.paths['/apps/todo/add-tasks']?.post as Json
    expect(addTask.requestBody).toMatchObject({
      content: { 'application/json': { example: todoExamples.addTask.body } },
    })
    const [getProduct] = document.paths['/apps/ecommerce/products/{id}']?.get?.parameters as Json[]
    // As the schema types it: the path id is text, a price written as digits a number.
    expect(getProduct).toMatchObject({ name: 'id', example: '3' })
    const products = document.paths['/apps/ecommerce/products']?.get?.parameters as Json[]
    expect(products.find((parameter) => parameter.name === 'priceMin')).toMatchObject({
      example: Number(ecommerceExamples.listProducts.query.priceMin),
    })
    let examples = 0
    for (const op of allEndpoints) {
      const example = exampleOf(op)
      const operation = document.paths[openApiPath(op.path)]?.[op.method] as Json
      if (example?.body === undefined) continue
      examples += 1
      expect(operation.requestBody, op.id).toMatchObject({
        content: { 'application/json': { example: example.body } },
      })
    }
    expect(examples).toBeGreaterThan(25)
  })

  it('is the one committed in docs/openapi.json', () => {
    const committed: unknown = JSON.parse(readFileSync('docs/openapi.json', 'utf8'))
    expect(committed, 'docs/openapi.json is out of date: run npm run openapi').toEqual(
      JSON.parse(JSON.stringify(document)),
    )
  })

  it('is served by the mock at /openapi.json without a token, without the examples', async () => {
    const app = createMockApp()
    const { get, tokenOf } = mockClient(() => app)
    const response = await get('/openapi.json')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())))
    // The other calls still want a token: the document's route opens nothing else.
    expect((await get('/api/users/list/data')).status).toBe(401)
    expect((await get('/api/users/list/data', await tokenOf(ADMIN))).status).toBe(200)
  })
})
