import { z } from 'zod/mini'
import { errorBodySchema } from '@/contract/errors'
import { allEndpoints } from '@/contract/all-endpoints'
import type { Endpoint } from '@/contract/endpoint'
import type { ExampleCase } from '../fuzz/endpoint-case'

type Json = Record<string, unknown>
type Schema = z.ZodMiniType

/** What each failure status means; every one answers the error body of src/contract/errors.ts. */
export const ERROR_STATUSES = {
  400: 'Invalid input: `error` maps each field at fault to its message; nothing changed',
  401: 'No access token, or an invalid or expired one (`reason` says which)',
  403: 'The signed-in account may not do this',
  404: 'The record does not exist',
  409: 'The call conflicts with the data (taken name, empty cart…); nothing changed',
} as const
type ErrorStatus = keyof typeof ERROR_STATUSES

const componentRef = (name: string) => `#/components/schemas/${name}`
const pascal = (id: string) =>
  id.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())

/** Hono's `/posts/:id/like` is OpenAPI's `/posts/{id}/like`. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}')

/** The component name of each schema: a schema used by several calls is named after the first. */
function componentNames(schemas: readonly (readonly [string, Schema])[]): Map<Schema, string> {
  const names = new Map<Schema, string>()
  for (const [name, schema] of schemas) if (!names.has(schema)) names.set(schema, name)
  return names
}

/** Each request body, under the name its endpoint gives it (`AddTaskRequest`). */
const requestSchemas = () =>
  allEndpoints.flatMap((op) => (op.body ? [[`${pascal(op.id)}Request`, op.body] as const] : []))

let requestNames: Map<Schema, string> | undefined
/** The name of the component that describes the endpoint's request body, if it has one. */
export function requestComponentOf(op: Endpoint): string | undefined {
  if (!op.body) return undefined
  requestNames ??= componentNames(requestSchemas())
  return requestNames.get(op.body)
}

/**
 * Names the request or response schemas as components, converted with zod's
 * own JSON Schema generator: requests as the client sends them (`input`),
 * answers as the mock returns them (`output`). A schema used by several calls
 * is one component, named after the first.
 */
function componentsOf(schemas: readonly (readonly [string, Schema])[], io: 'input' | 'output') {
  const registry = z.registry<{ id: string }>()
  const names = componentNames(schemas)
  for (const [schema, name] of names) registry.add(schema, { id: name })
  const { schemas: converted } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    // Transforms (a path id read as a number) are described by their input.
    unrepresentable: 'any',
    uri: componentRef,
  })
  const components: Record<string, Json> = {}
  for (const [name, { $id: _id, $schema: _schema, ...rest }] of Object.entries(converted)) {
    components[name] = rest
  }
  const ref = (schema: Schema) => {
    const name = names.get(schema)
    if (!name) throw new Error('A schema of the document was not named as a component')
    return { $ref: componentRef(name) }
  }
  return { components, ref }
}

/** One inline JSON Schema (query and path parameters). */
function inline(schema: Schema): Json {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Json
  return rest
}

interface QueryParameter {
  name: string
  in: 'query'
  required: boolean
  explode?: true
  schema: Json
}

/** The query parameters of a query schema, in its order; an array goes as repeated keys. */
export function queryParameters(query: Schema): QueryParameter[] {
  const { properties = {}, required = [] } = inline(query) as {
    properties?: Record<string, Json>
    required?: string[]
  }
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query' as const,
    required: required.includes(name),
    // Arrays go as repeated keys (`calendars=A&calendars=B`), as the mock reads them.
    ...(schema.type === 'array' ? { explode: true as const } : {}),
    schema,
  }))
}

/** The failures an endpoint can answer: 400 when it takes input, 401/403 unless public, and its own. */
export function errorStatuses(op: Endpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(op.errors ?? [])
  if (op.body || op.query) statuses.add(400)
  // A path parameter that fails its schema names no record (src/mock/route.ts).
  if (op.params) statuses.add(404)
  if (!op.public) {
    statuses.add(401)
    statuses.add(403)
  }
  return [...statuses].sort()
}

/** An endpoint's example call, if it has one (`exampleOf` in src/mock/fuzz/suites.ts). */
export type ExampleLookup = (op: Endpoint) => ExampleCase | undefined

/** A parameter's example as its schema types it: a number written as digits is a number. */
function parameterExample(schema: Json, value: unknown): { example?: unknown } {
  if (value === undefined) return {}
  if (typeof value === 'string' && (schema.type === 'number' || schema.type === 'integer'))
    return { example: Number(value) }
  if (typeof value === 'number' && schema.type === 'string') return { example: String(value) }
  return { example: value }
}

/** Each tag once, in the order of `allEndpoints`. */
export const endpointTags = () => [...new Set(allEndpoints.map((op) => op.tag))]

/** The success status of an endpoint: 201 for what creates something, 200 otherwise. */
export const successStatus = (op: Endpoint) => op.status ?? 200

const json = (schema: Json, extra: Json = {}) => ({ 'application/json': { schema, ...extra } })

/**
 * The OpenAPI 3.1 document of the mock back end, built from the contract's zod schemas; given
 * the examples, each endpoint's example is that of its parameters and request body.
 */
export function buildOpenApiDocument(exampleOf: ExampleLookup = () => undefined): Json {
  const requests = componentsOf(requestSchemas(), 'input')
  const responses = componentsOf(
    [
      ['ErrorBody', errorBodySchema],
      ...allEndpoints.flatMap((op) => [
        [`${pascal(op.id)}Response`, op.response] as const,
        ...(op.also
          ? [[`${pascal(op.id)}Response${op.also.status}`, op.also.schema] as const]
          : []),
      ]),
    ],
    'output',
  )

  const paths: Record<string, Record<string, Json>> = {}
  for (const op of allEndpoints) {
    const example = exampleOf(op)
    const parameters = [
      ...Object.entries(op.params ?? {}).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: inline(schema),
      })),
      ...(op.query ? queryParameters(op.query) : []),
    ].map((parameter) => {
      const given = parameter.in === 'path' ? example?.params : example?.query
      return { ...parameter, ...parameterExample(parameter.schema, given?.[parameter.name]) }
    })
    const success = {
      [successStatus(op)]: { description: 'Success', content: json(responses.ref(op.response)) },
      ...(op.also && {
        [op.also.status]: {
          description: op.also.description,
          content: json(responses.ref(op.also.schema)),
        },
      }),
    }
    const failures = Object.fromEntries(
      errorStatuses(op).map((status) => [
        status,
        { $ref: `#/components/responses/Error${status}` },
      ]),
    )
    ;(paths[openApiPath(op.path)] ??= {})[op.method] = {
      operationId: op.id,
      tags: [op.tag],
      summary: op.summary,
      ...(op.public && { security: [] }),
      ...(parameters.length && { parameters }),
      ...(op.body && {
        requestBody: {
          required: true,
          content: json(
            requests.ref(op.body),
            example?.body === undefined ? {} : { example: example.body },
          ),
        },
      }),
      responses: { ...success, ...failures },
    }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Tavola staff dashboard API (mock back end)',
      version: '1.0.0',
      description:
        'Every call the in-page mock back end and `npm run mock:serve` answer, generated from the zod ' +
        'schemas in src/contract. Paths are relative to the API base (VITE_API_BASE, the page origin by default).',
    },
    servers: [{ url: '/', description: 'The API base' }],
    security: [{ bearerAuth: [] }],
    tags: endpointTags().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from /jwt/login or /jwt/refresh-token',
        },
      },
      schemas: { ...requests.components, ...responses.components },
      responses: Object.fromEntries(
        Object.entries(ERROR_STATUSES).map(([status, description]) => [
          `Error${status}`,
          { description, content: json(responses.ref(errorBodySchema)) },
        ]),
      ),
    },
  }
}
