import { pathOf, type Endpoint } from '@/contract/endpoint'
import type { ExampleCall, ExampleOptions, Examples } from '@/contract/example'
import type { Target } from './fuzz-kit'

// A fuzz case names its declared endpoint (src/contract) and gives one valid call of it: the
// endpoint's example, declared beside its group (`todoExamples`), or a call made from the
// sample data (cases/made-calls.ts). The method and the address come from the declaration.
// Plain data, so the coverage test can read every case list without running it.

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  /** A string is sent as it is (malformed JSON); anything else as JSON. */
  body?: unknown
  contentType?: string
}

/** Any call, valid or not: what the kit and the invariants send. */
export interface LooseInput {
  params?: Readonly<Record<string, string | number>>
  query?: Readonly<Record<string, string | number | readonly (string | number)[] | undefined>>
  body?: unknown
}

/**
 * A call made from the sample data by `input` (a fresh refresh token, a record's id), for an
 * endpoint whose valid call depends on the running back end's data.
 */
export type MadeCall<E extends Endpoint = Endpoint> = { endpoint: E } & ExampleOptions & {
    input: (target: Target) => Promise<ExampleCall<E>>
  }

/** An endpoint's example (src/contract) as the kit reads it, whatever its endpoint. */
export type ExampleCase = { endpoint: Endpoint } & ExampleOptions & LooseInput

/** A case as the kit reads it, whatever its endpoint: a valid call, given or made. */
export type AnyEndpointCase =
  | ExampleCase
  | ({ endpoint: Endpoint } & ExampleOptions & { input: (target: Target) => Promise<LooseInput> })

/** A list of made calls, each checked against its own endpoint's schemas. */
export function madeCalls<const E extends readonly Endpoint[]>(calls: {
  [I in keyof E]: MadeCall<E[I]>
}): readonly AnyEndpointCase[] {
  return calls as unknown as readonly AnyEndpointCase[]
}

/** The case of each endpoint of the group that has an example, in the group's order. */
export function exampleCases<G extends Readonly<Record<string, Endpoint>>>(
  group: G,
  examples: Examples<G>,
): ExampleCase[] {
  // Each example is typed by its own endpoint's schemas (`Examples`); the kit reads any call.
  const byKey = examples as Partial<Record<string, LooseInput & ExampleOptions>>
  return Object.entries(group).flatMap(([key, endpoint]) => {
    const example = byKey[key]
    return example ? [{ endpoint, ...example }] : []
  })
}

function queryEntries(query: LooseInput['query']): [string, string][] {
  return Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((item): [string, string] => [
          key,
          String(item),
        ]),
  )
}

/** The request of one call: method and path from the declaration (`pathOf`), a list as repeated keys. */
export function requestOf(
  endpoint: Endpoint,
  { params, query, body }: LooseInput = {},
): FuzzRequest {
  const search = new URLSearchParams(queryEntries(query)).toString()
  return {
    method: endpoint.method.toUpperCase() as FuzzRequest['method'],
    path: pathOf(endpoint.path, params) + (search ? `?${search}` : ''),
    ...(body === undefined ? {} : { body }),
  }
}

/**
 * The test's name: `name`; else, for a call made by a named function
 * (`async function likePost…`), that name; else the method and address
 * (`GET /apps/email/emails?q=menu&folder=inbox`, the declared path for a made call).
 */
export function caseName(fuzzCase: AnyEndpointCase): string {
  const { endpoint } = fuzzCase
  if (fuzzCase.name) return fuzzCase.name
  const method = endpoint.method.toUpperCase()
  if ('input' in fuzzCase) {
    // An arrow only gets the property's name, `input`.
    const own = fuzzCase.input.name
    return own && own !== 'input' ? own : `${method} ${endpoint.path}`
  }
  const query = queryEntries(fuzzCase.query).map(([key, value]) => `${key}=${value}`)
  return `${method} ${pathOf(endpoint.path, fuzzCase.params)}${query.length ? `?${query.join('&')}` : ''}`
}
