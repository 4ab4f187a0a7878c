import type { z } from 'zod/mini'

type Schema = z.ZodMiniType

/**
 * One call of the back end, declared once: the client sends it with `api()`,
 * the mock serves it with `route()`, and the OpenAPI document, the fuzz and the
 * invariant lists are read from the same object.
 *
 * `path` is written as the Hono route is: `:name` for a path parameter.
 */
export interface EndpointSpec {
  method: 'get' | 'post' | 'patch' | 'delete'
  path: string
  summary: string
  /** Calls without an access token (sign-in, the document itself). */
  public?: true
  /** Each path parameter; a malformed one names no record (404). */
  params?: Readonly<Record<string, Schema>>
  query?: Schema
  body?: Schema
  response: Schema
  status?: 200 | 201
  /** A second success answer, such as "already there" (200) beside "created" (201). */
  also?: { status: 200; description: string; schema: Schema }
  /** Failures beside 400 (bad input) and 401/403 (token, ability), which are implied. */
  errors?: readonly (401 | 404 | 409)[]
}

/** A declared endpoint: its spec, its operation id (the key it is declared under) and its tag. */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { id: string; tag: string }

/**
 * Declares a group of endpoints under one OpenAPI tag; each key becomes the
 * endpoint's operation id.
 */
export function endpoints<const T extends Record<string, EndpointSpec>>(
  tag: string,
  specs: T,
): { readonly [K in keyof T]: Endpoint<T[K]> } {
  const declared: Record<string, Endpoint> = {}
  for (const [id, spec] of Object.entries(specs)) declared[id] = { ...spec, id, tag }
  return declared as { readonly [K in keyof T]: Endpoint<T[K]> }
}

type Out<S> = S extends Schema ? z.output<S> : never
type In<S> = S extends Schema ? z.input<S> : never

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]
/** A key the caller may leave out: the schema accepts it missing, or reads it as missing. */
type Omissible<S> = OptionalKeys<In<S>> | OptionalKeys<Out<S>>

/** The query a caller gives: each value is what the server reads (a number goes as its digits). */
export type QueryOf<E extends EndpointSpec> = E['query'] extends Schema
  ? {
      [K in keyof Out<E['query']> as K extends Omissible<E['query']> ? never : K]: Out<
        E['query']
      >[K]
    } & {
      [K in keyof Out<E['query']> as K extends Omissible<E['query']> ? K : never]?: Out<
        E['query']
      >[K]
    }
  : never

export type ParamsOf<E extends EndpointSpec> =
  E['params'] extends Readonly<Record<string, Schema>>
    ? { [K in keyof E['params']]: string | number }
    : never

/** What one call needs beside the endpoint: path parameters, query and body where it has them. */
export type CallInput<E extends EndpointSpec> = (E['params'] extends object
  ? { params: ParamsOf<E> }
  : { params?: never }) &
  (E['query'] extends Schema
    ? object extends QueryOf<E>
      ? { query?: QueryOf<E> }
      : { query: QueryOf<E> }
    : { query?: never }) &
  (E['body'] extends Schema ? { body: In<E['body']> } : { body?: never })

/** The answer of a successful call, as its schemas read it (the second success answer too). */
export type AnswerOf<E extends EndpointSpec> =
  Out<E['response']> | (E['also'] extends { schema: infer S } ? Out<S> : never)

/** The parsed input a mock handler receives. */
export interface HandlerInput<E extends EndpointSpec> {
  params: E['params'] extends Readonly<Record<string, Schema>>
    ? { [K in keyof E['params']]: Out<E['params'][K]> }
    : Record<string, never>
  query: E['query'] extends Schema ? Out<E['query']> : Record<string, never>
  body: E['body'] extends Schema ? Out<E['body']> : undefined
}

/** `/posts/:id/like` with `{ id: 3 }` is `/posts/3/like`; each value is encoded. */
export function pathOf(path: string, params: Readonly<Record<string, string | number>> = {}) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`The path ${path} needs "${name}"`)
    return encodeURIComponent(String(value))
  })
}
