import type { z } from 'zod/mini'
import type { CallInput, Endpoint, QueryOf } from './endpoint'

// A valid call of each endpoint, declared beside its group (`todoExamples` after
// `todoEndpoints`): the fuzz suites start from it (docs/hardening.md) and the OpenAPI
// document shows it (docs/openapi.json). Plain object literals, so a bundle that reads
// none of them carries none.

/** A number in a query may also be written as it goes in the address (`'10.50'`). */
export type Wire<T> = T extends number ? T | `${number}` : T

/** A valid call of the endpoint: its path parameters, query and body, typed as `api()` takes them. */
export type ExampleCall<E extends Endpoint> = Omit<CallInput<E>, 'query'> &
  (E['query'] extends z.ZodMiniType
    ? object extends QueryOf<E>
      ? { query?: { [K in keyof QueryOf<E>]: Wire<QueryOf<E>[K]> } }
      : { query: { [K in keyof QueryOf<E>]: Wire<QueryOf<E>[K]> } }
    : { query?: never })

/** Facts about the endpoint's parameters that tell a good value from a bad one. */
export interface ExampleOptions {
  /** The fuzz test's name; by default the method and address (`GET /apps/todo/tasks?q=knife`). */
  name?: string
  /** Query parameters that take any text, such as a search: an odd value is no error. */
  free?: readonly string[]
  /** Query parameters that name a record by a slug: an unknown value is a 404. */
  lookups?: readonly string[]
  /** A path parameter value no record has (a 404); the path parameter is then checked too. */
  unknownId?: string
}

/** The examples of a group of endpoints, each under its endpoint's key. */
export type Examples<G extends Record<string, Endpoint>> = {
  [K in keyof G]?: ExampleCall<G[K]> & ExampleOptions
}
