import type { z } from 'zod/mini'
import { pathOf, type CallInput, type Endpoint, type QueryOf } from '@/contract/endpoint'
import type { Target } from './fuzz-kit'

// A fuzz case names its declared endpoint (src/contract); the method and the
// address come from the declaration. Plain data, so the coverage test can read
// every case list without running it.

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
  /** A string is sent as it is (malformed JSON); anything else as JSON. */
  body?: unknown
  contentType?: string
}

/** A number in a query may also be written as it goes in the address (`'10.50'`). */
type Wire<T> = T extends number ? T | `${number}` : T

/** A valid call of the endpoint: its path parameters, query and body, typed as `api()` takes them. */
export type CaseInput<E extends Endpoint> = Omit<CallInput<E>, 'query'> &
  (E['query'] extends z.ZodMiniType
    ? object extends QueryOf<E>
      ? { query?: { [K in keyof QueryOf<E>]: Wire<QueryOf<E>[K]> } }
      : { query: { [K in keyof QueryOf<E>]: Wire<QueryOf<E>[K]> } }
    : { query?: never })

/** Any call, valid or not: what the kit and the invariants send. */
export interface LooseInput {
  params?: Readonly<Record<string, string | number>>
  query?: Readonly<Record<string, string | number | readonly (string | number)[] | undefined>>
  body?: unknown
}

export interface CaseOptions {
  /** The test's name; by default the method and address (see `caseName`). */
  name?: string
  /** Query parameters that take any text (a search), so an odd value is no error. */
  free?: readonly string[]
  /** Query parameters naming a record by a slug, so an unknown value is a 404. */
  lookups?: readonly string[]
  /** A path parameter value no record has: the path parameter then gets bad values too (400/404). */
  unknownId?: string
}

/**
 * One fuzzed endpoint: its declaration and a valid call (checked to succeed
 * first), given as it is or made by `input` from the sample data.
 */
export type EndpointCase<E extends Endpoint = Endpoint> = { endpoint: E } & CaseOptions &
  (CaseInput<E> | { input: (target: Target) => Promise<CaseInput<E>> })

/** A case as the kit reads it, whatever its endpoint. */
export type AnyEndpointCase = { endpoint: Endpoint } & CaseOptions &
  (LooseInput | { input: (target: Target) => Promise<LooseInput> })

/** A list of cases, each checked against its own endpoint's schemas. */
export function fuzzCases<const E extends readonly Endpoint[]>(cases: {
  [I in keyof E]: EndpointCase<E[I]>
}): readonly AnyEndpointCase[] {
  return cases as unknown as readonly AnyEndpointCase[]
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
