import { allEndpoints } from '@/contract/all-endpoints'
import type { Endpoint } from '@/contract/endpoint'
import { openApiEndpoints } from '@/contract/openapi'
import { contentCases } from './cases/content'
import { coreCases } from './cases/core'
import { ecommerceCases } from './cases/ecommerce'
import { emailChatCases } from './cases/email-chat'
import { invoicesUsersCases } from './cases/invoices-users'
import { todoCalendarCases } from './cases/todo-calendar'

// Every declared endpoint is fuzzed (docs/hardening.md): an endpoint added to
// src/contract without a case in src/mock/fuzz/cases fails here.

/** The case list each fuzz suite (src/mock/fuzz/*.test.ts) runs. */
const caseLists = {
  core: coreCases,
  'email-chat': emailChatCases,
  'todo-calendar': todoCalendarCases,
  'invoices-users': invoicesUsersCases,
  ecommerce: ecommerceCases,
  content: contentCases,
}

/** The endpoints left out of the fuzzing on purpose, each with its reason. */
const notFuzzed = new Map<Endpoint, string>([
  [
    openApiEndpoints.getOpenApi,
    'public, no input, built from these declarations: src/mock/openapi/document.test.ts checks it',
  ],
])

const named = (endpoint: Endpoint) =>
  `${endpoint.id} (${endpoint.method.toUpperCase()} ${endpoint.path})`

const fuzzed = new Set(Object.values(caseLists).flatMap((cases) => cases.map((c) => c.endpoint)))
const declared = new Set(allEndpoints)

describe('the fuzz coverage', () => {
  it('fuzzes every declared endpoint but the listed exclusions', () => {
    const missing = allEndpoints.filter(
      (endpoint) => !fuzzed.has(endpoint) && !notFuzzed.has(endpoint),
    )
    expect(missing.map(named)).toEqual([])
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
