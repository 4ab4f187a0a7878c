import { allEndpoints } from '@/contract/all-endpoints'
import type { Endpoint } from '@/contract/endpoint'
import { openApiEndpoints } from '@/contract/openapi'
import { suiteMadeCalls } from './cases/made-calls'
import type { AnyEndpointCase } from './endpoint-case'
import { suiteExamples, type FuzzSuite } from './suites'

// Every declared endpoint is fuzzed (docs/hardening.md): an endpoint added to src/contract
// without an example beside its declaration (`todoExamples` after `todoEndpoints`) or a
// made call in src/mock/fuzz/cases/made-calls.ts fails here.

const madeBySuite: Partial<Record<FuzzSuite, readonly AnyEndpointCase[]>> = suiteMadeCalls

/** The case list each fuzz suite (src/mock/fuzz/*.test.ts) runs: its examples, then its made calls. */
const caseLists = (Object.keys(suiteExamples) as FuzzSuite[]).map((suite) => [
  ...suiteExamples[suite],
  ...(madeBySuite[suite] ?? []),
])

/** The endpoints left out of the fuzzing on purpose, each with its reason. */
const notFuzzed = new Map<Endpoint, string>([
  [
    openApiEndpoints.getOpenApi,
    'public, no input, built from these declarations: src/mock/openapi/document.test.ts checks it',
  ],
])

const named = (endpoint: Endpoint) =>
  `${endpoint.id} (${endpoint.method.toUpperCase()} ${endpoint.path})`

const cases = caseLists.flat()
const fuzzed = new Set(cases.map((c) => c.endpoint))
const declared = new Set(allEndpoints)

describe('the fuzz coverage', () => {
  it('fuzzes every declared endpoint but the listed exclusions', () => {
    const missing = allEndpoints.filter(
      (endpoint) => !fuzzed.has(endpoint) && !notFuzzed.has(endpoint),
    )
    expect(
      missing.map(named),
      'give each an example in its contract file (`todoExamples` beside `todoEndpoints`, ' +
        'its group listed in src/mock/fuzz/suites.ts), or a made call in ' +
        'src/mock/fuzz/cases/made-calls.ts, or list it in notFuzzed with a reason',
    ).toEqual([])
    // One valid call each: an endpoint with both an example and a made call is fuzzed twice.
    const twice = [...fuzzed].filter(
      (endpoint) => cases.filter((c) => c.endpoint === endpoint).length > 1,
    )
    expect(
      twice.map(named),
      'an example and a made call: drop one (the contract file or cases/made-calls.ts)',
    ).toEqual([])
  })

  it('fuzzes only declared endpoints', () => {
    // A case naming a copy, or a group missing from allEndpoints, would be checked against nothing.
    const stray = [...fuzzed].filter((endpoint) => !declared.has(endpoint))
    expect(stray.map(named)).toEqual([])
  })

  it('excludes only declared endpoints that have no fuzz case', () => {
    const stale = [...notFuzzed.keys()].filter(
      (endpoint) => !declared.has(endpoint) || fuzzed.has(endpoint),
    )
    expect(stale.map(named)).toEqual([])
    for (const reason of notFuzzed.values()) expect(reason.trim()).not.toBe('')
  })
})
