import fc from 'fast-check'
import type { RunnerTask } from 'vitest'
import { getCurrentSuite } from 'vitest/suite'
import type { CallInput, Endpoint } from '@/contract/endpoint'
import { errorBodySchema } from '@/contract/errors'
import { ADMIN, mockClient } from '@/test/mock-client'
import { createMockApp, type MockApp } from '../app'
import type { Collection, WithId } from '../store/collection'
import { createDb, type Db } from '../store/db'
import type { TableDef } from '../store/table'
import {
  caseName,
  requestOf,
  type AnyEndpointCase,
  type FuzzRequest,
  type LooseInput,
} from './endpoint-case'

export type { FuzzRequest } from './endpoint-case'

// Every endpoint is fuzzed (docs/hardening.md): the shared harness of src/mock/fuzz/*.test.ts,
// each running the examples of its groups (suites.ts, from src/contract) and its made calls
// (cases/made-calls.ts); coverage.test.ts checks every declared endpoint has one. Every case
// is one request with the admin token; see docs/hardening.md.

/**
 * Every app's table, found in the fixtures, so a table added later is watched too. The fixtures'
 * own tests stay out: imported here, their tests would join the first file of a worker that
 * imports this kit (the node project shares modules between files), so that file's test count
 * would depend on which files ran before it.
 */
const tableDefs: TableDef<WithId>[] = Object.values(
  import.meta.glob<Record<string, unknown>>(['../fixtures/*.ts', '!**/*.test.ts'], {
    eager: true,
  }),
)
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is TableDef<WithId> =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as TableDef<WithId>).name === 'string' &&
      typeof (value as TableDef<WithId>).seed === 'function',
  )

export interface Target {
  db: Db
  app: MockApp
  token: string
  send: (request: FuzzRequest) => Promise<Response>
  /** Calls a declared endpoint with a valid input (as `api()` takes it). */
  call: <E extends Endpoint>(
    endpoint: E,
    ...[input]: object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
  ) => Promise<Response>
  /** Every collection, by name. */
  collections: Map<string, Collection<WithId>>
}

/** Freezes a value and everything in it: a route that edits a stored record in place then throws (a 500). */
function deepFreeze(value: unknown, seen = new Set<unknown>()) {
  if (typeof value !== 'object' || value === null || seen.has(value)) return
  seen.add(value)
  Object.freeze(value)
  for (const inner of Object.values(value)) deepFreeze(inner, seen)
}

export async function createTarget(): Promise<Target> {
  const db = createDb()
  const app = createMockApp(db)
  const token = await mockClient(() => app).tokenOf(ADMIN)
  const collections = new Map<string, Collection<WithId>>([
    ['accounts', db.accounts],
    ['searchPages', db.searchPages],
    ...tableDefs.map((def) => [def.name, db.table(def)] as const),
  ])
  const send = async ({ method, path, body, contentType = 'application/json' }: FuzzRequest) =>
    app.request(path, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': contentType }),
      },
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    })
  const call: Target['call'] = (endpoint, ...[input]) =>
    send(requestOf(endpoint, input as LooseInput | undefined))
  return { db, app, token, send, call, collections }
}

/**
 * What the store is now: each collection's rows (a new array after any change,
 * as the collections never edit in place) and its id counter. The rows are
 * frozen too, so an in-place edit by a route cannot slip past the comparison.
 */
export function snapshot(target: Target) {
  const state = new Map<string, { rows: readonly WithId[]; nextId: number }>()
  for (const [name, collection] of target.collections) {
    const { rows, nextId } = collection.state()
    deepFreeze(rows)
    state.set(name, { rows, nextId })
  }
  return state
}

export function changedTables(before: ReturnType<typeof snapshot>, target: Target) {
  const after = snapshot(target)
  return [...before].flatMap(([name, { rows, nextId }]) => {
    const now = after.get(name)
    return now?.rows === rows && now.nextId === nextId ? [] : [name]
  })
}

/** A marker no schema knows: an extra field carrying it must never reach the store. */
export const EXTRA_KEY = '__fuzzExtra'
export const HUGE = 'x'.repeat(1024 * 1024)

/** How a case's answer is judged: `reject` needs a 4xx from `statuses`, `any` only no 5xx. */
export type Expect = { kind: 'reject'; statuses: readonly number[] } | { kind: 'any' }
export const REJECT: Expect = { kind: 'reject', statuses: [400] }
export const REJECT_OR_MISSING: Expect = { kind: 'reject', statuses: [400, 404] }
export const ANY: Expect = { kind: 'any' }

export interface FuzzCase {
  label: string
  request: FuzzRequest
  expect: Expect
}

type Path = (string | number)[]

function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (!path.length) return next
  const [head, ...rest] = path as [string | number, ...Path]
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? setAt(item, rest, next) : item))
  const record = value as Record<string, unknown>
  return { ...record, [head]: setAt(record[head], rest, next) }
}

function removeAt(value: unknown, path: Path): unknown {
  const parent = path.slice(0, -1)
  const key = path.at(-1)
  const remove = (container: unknown) => {
    if (Array.isArray(container)) return container.filter((_, i) => i !== key)
    const { [String(key)]: _gone, ...rest } = container as Record<string, unknown>
    return rest
  }
  if (!parent.length) return remove(value)
  let inner: unknown = value
  for (const step of parent) inner = (inner as Record<string | number, unknown>)[step]
  return setAt(value, parent, remove(inner))
}

function leaves(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const here = { path, value }
  if (Array.isArray(value))
    return [here, ...value.slice(0, 1).flatMap((item, i) => leaves(item, [...path, i]))]
  if (typeof value === 'object' && value !== null)
    return [here, ...Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))]
  return [here]
}

/** Fields holding ids: a bad one is refused (400) or unknown (404), never accepted. */
const isIdField = (path: Path) => {
  const names = path.filter((step): step is string => typeof step === 'string')
  const last = names.at(-1) ?? ''
  return /^(id|.*Id|.*Ids|contact)$/.test(last)
}

/**
 * The malformed bodies, then per field: wrong types, nulls, missing, an extra
 * key, a 1 MB string, and numbers out of range.
 */
export function bodyCases(base: FuzzRequest): FuzzCase[] {
  const valid = base.body
  const json = JSON.stringify(valid)
  const raw = (label: string, body: string, contentType?: string): FuzzCase => ({
    label,
    request: { ...base, body, contentType },
    expect: REJECT,
  })
  const cases: FuzzCase[] = [
    raw('truncated JSON', json.slice(0, Math.max(1, Math.floor(json.length / 2)))),
    raw('not JSON', 'this is not json'),
    raw('an empty body', ''),
    raw('JSON null', 'null'),
    raw('a JSON number', '42'),
    raw('a JSON string', '"text"'),
    raw('an array instead of an object', `[${json}]`),
    raw('an empty array', '[]'),
    raw('a text/plain content type', json, 'text/plain'),
    raw('a form content type', json, 'application/x-www-form-urlencoded'),
    raw('a duplicated-key prototype trick', json.replace(/^\{/, '{"__proto__":{"polluted":1},')),
  ]
  for (const { path, value } of leaves(valid)) {
    const where = path.length ? path.join('.') : 'the body'
    const at = (label: string, next: unknown, expect: Expect): FuzzCase => ({
      label: `${where}: ${label}`,
      request: { ...base, body: setAt(valid, path, next) },
      expect,
    })
    const idExpect = isIdField(path) ? REJECT_OR_MISSING : ANY
    if (path.length) {
      cases.push({
        label: `${where}: missing`,
        request: { ...base, body: removeAt(valid, path) },
        expect: ANY,
      })
      cases.push(at('null', null, ANY))
    }
    if (typeof value === 'string') {
      cases.push(at('a number instead of text', 42, REJECT), at('an object', {}, REJECT))
      cases.push(at('a 1 MB string', HUGE, REJECT))
    } else if (typeof value === 'number') {
      cases.push(at('a numeric string', String(value), REJECT), at('a boolean', true, REJECT))
      cases.push(at('an array', [value], REJECT))
      for (const out of [-1, 0, 2.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2])
        cases.push(
          at(
            `the number ${String(out)}`,
            out,
            isIdField(path) && out !== 1e308 ? REJECT_OR_MISSING : idExpect,
          ),
        )
    } else if (typeof value === 'boolean') {
      cases.push(at('the string "true"', 'true', REJECT), at('the number 1', 1, REJECT))
    } else if (Array.isArray(value)) {
      cases.push(at('an object instead of a list', {}, REJECT), at('text', 'a,b', REJECT))
      // Every stored list is bounded; a list of ids only picks records, so a long one does no harm.
      const many = Array.from({ length: 10_000 }, () => value[0] ?? 'x')
      cases.push(at('10 000 items', many, isIdField(path) ? ANY : REJECT))
    } else if (typeof value === 'object' && value !== null) {
      cases.push(at('a string instead of an object', 'x', REJECT), at('a list', [], REJECT))
      cases.push(at('an extra field', { ...value, [EXTRA_KEY]: 'stored?' }, REJECT))
    }
  }
  return cases
}

/** Bad values for each query parameter, and an unknown one. */
export function queryCases(
  base: FuzzRequest,
  options: { free?: readonly string[]; lookups?: readonly string[] } = {},
): FuzzCase[] {
  const url = new URL(base.path, 'http://mock')
  const cases: FuzzCase[] = []
  const withQuery = (label: string, edit: (params: URLSearchParams) => void, expect: Expect) => {
    const params = new URLSearchParams(url.searchParams)
    edit(params)
    const query = params.toString()
    cases.push({
      label,
      request: { ...base, path: url.pathname + (query ? `?${query}` : '') },
      expect,
    })
  }
  for (const key of new Set(url.searchParams.keys())) {
    const free = options.free?.includes(key) ?? false
    const numeric = /^\d+$/.test(url.searchParams.get(key) ?? '')
    const lookup = (numeric && /id$/i.test(key)) || (options.lookups?.includes(key) ?? false)
    const strict = free ? ANY : lookup ? REJECT_OR_MISSING : REJECT
    withQuery(`${key} missing`, (params) => params.delete(key), ANY)
    withQuery(`${key} of 10 000 characters`, (params) => params.set(key, 'q'.repeat(10_000)), ANY)
    withQuery(`${key} repeated`, (params) => params.append(key, params.get(key) ?? ''), ANY)
    for (const bad of numeric
      ? ['-1', '0', '1.5', 'NaN', 'abc', '1e308', '', '99999999999999999999']
      : ['unknown-value', '']) {
      withQuery(`${key}=${bad}`, (params) => params.set(key, bad), bad === '' ? ANY : strict)
    }
    if (numeric) withQuery(`${key}=10000`, (params) => params.set(key, '10000'), ANY)
  }
  withQuery('an unknown parameter', (params) => params.set(EXTRA_KEY, '1'), ANY)
  return cases
}

/** Stands for the path parameter under test, so each bad value goes into the address as it is. */
const PATH_MARK = '__fuzzPathParam__'

/**
 * Bad values for each path parameter of the valid call, written into the
 * address unencoded (`%00` stays a NUL escape), and one no record has.
 */
export function pathCases(endpoint: Endpoint, input: LooseInput, unknown: string): FuzzCase[] {
  const names = Object.keys(endpoint.params ?? {})
  return names.flatMap((name) => {
    const base = requestOf(endpoint, { ...input, params: { ...input.params, [name]: PATH_MARK } })
    const what = names.length === 1 ? 'id' : name
    return ['abc', '-1', '0', '1.5', '1e308', 'NaN', '%00', unknown, 'x'.repeat(2000)].map(
      (bad): FuzzCase => ({
        label: `path ${what} ${bad.slice(0, 20)}`,
        request: { ...base, path: base.path.replace(PATH_MARK, () => bad) },
        expect: REJECT_OR_MISSING,
      }),
    )
  })
}

/** Random bodies: any JSON at all, and the valid body with random fields merged in. */
export function randomBodies(valid: unknown) {
  const merged =
    typeof valid === 'object' && valid !== null && !Array.isArray(valid)
      ? fc
          .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
          .map((extra) => ({ ...extra, ...valid, ...extra }))
      : fc.jsonValue()
  return fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.anything({ maxDepth: 2 }), merged)
}

/** Stored values that would show the fuzz got through: the marker, or numbers JSON cannot hold. */
function strayValue(value: unknown, seen = new Set<unknown>()): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value)
  if (typeof value !== 'object' || value === null || seen.has(value)) return undefined
  seen.add(value)
  if (EXTRA_KEY in value) return EXTRA_KEY
  for (const inner of Object.values(value)) {
    const found = strayValue(inner, seen)
    if (found) return found
  }
  return undefined
}

export interface Outcome {
  status: number
  changed: string[]
}

/**
 * Sends one case and checks it: never a 5xx; a refusal has the contract's error
 * body and changes nothing; an accepted call stores no marker and no NaN.
 * An accepted call's change is undone (reset) so the next case starts clean.
 */
export async function runCase(target: Target, { label, request, expect: rule }: FuzzCase) {
  const name = `${request.method} ${request.path.slice(0, 80)} with ${label}`
  const before = snapshot(target)
  const response = await target.send(request)
  const text = await response.text()
  expect(response.status, `${name}: ${text.slice(0, 300)}`).toBeLessThan(500)
  const changed = changedTables(before, target)
  if (response.status >= 400) {
    const raw = JSON.parse(text) as { error?: unknown }
    expect(errorBodySchema.safeParse(raw).success, `${name}: error body ${text}`).toBe(true)
    // Read from the raw JSON: a parsed record would drop a `__proto__` key.
    expect(Object.keys(raw.error ?? '').length, `${name}: an empty message`).toBeGreaterThan(0)
    expect(changed, `${name}: changed the store`).toEqual([])
  } else {
    for (const table of changed) {
      const stray = strayValue(target.collections.get(table)?.all())
      expect(stray, `${name}: stored ${String(stray)} in ${table}`).toBeUndefined()
    }
    if (changed.length) target.db.reset()
  }
  if (rule.kind === 'reject')
    expect(
      rule.statuses,
      `${name}: answered ${String(response.status)} ${text.slice(0, 200)}`,
    ).toContain(response.status)
  return { status: response.status, changed } satisfies Outcome
}

/** How many cases a suite ran, so a test can prove the fuzzing really happened. */
export interface Totals {
  cases: number
  rejected: number
}

const RANDOM_RUNS = 25

/** The tests a file or suite declares, in it and in its nested suites. */
function testCount(task: RunnerTask): number {
  return task.type === 'suite' ? task.tasks.reduce((sum, inner) => sum + testCount(inner), 0) : 1
}

/**
 * One test per case (an endpoint's example or made call): its valid request, every
 * listed case, then random bodies. Returns the suite's own totals, counted from zero
 * whatever ran before it in the same worker.
 */
export function fuzzEndpoints(endpointCases: readonly AnyEndpointCase[]): Totals {
  const totals: Totals = { cases: 0, rejected: 0 }
  // The file holds these tests and no others: a test declared by a module it imports would
  // join only the first file of a worker to import that module, so the count would depend on
  // the order of the files.
  const { file } = getCurrentSuite()
  afterAll(() => {
    expect(
      testCount(file),
      `${file.name}: one test per case, and no test from an imported module`,
    ).toBe(endpointCases.length)
  })
  for (const endpointCase of endpointCases) {
    const name = caseName(endpointCase)
    it(
      name,
      async () => {
        const target = await createTarget()
        const input = 'input' in endpointCase ? await endpointCase.input(target) : endpointCase
        const valid = requestOf(endpointCase.endpoint, input)
        const sanity = await runCase(target, {
          label: 'the valid request',
          request: valid,
          expect: ANY,
        })
        expect(sanity.status, `${name}: the valid request`).toBeLessThan(300)

        const cases = [
          ...(valid.body === undefined ? [] : bodyCases(valid)),
          ...queryCases(valid, endpointCase),
          ...(endpointCase.unknownId === undefined
            ? []
            : pathCases(endpointCase.endpoint, input, endpointCase.unknownId)),
        ]
        for (const fuzzCase of cases) {
          const { status } = await runCase(target, fuzzCase)
          totals.cases += 1
          if (status >= 400) totals.rejected += 1
        }
        if (valid.body === undefined) return
        await fc.assert(
          fc.asyncProperty(randomBodies(valid.body), async (body) => {
            // fc.anything() may give undefined or values JSON drops: send what JSON makes of them.
            const sent = JSON.stringify(body) ?? 'undefined'
            await runCase(target, {
              label: `random body ${sent.slice(0, 60)}`,
              request: { ...valid, body: sent },
              expect: ANY,
            })
            totals.cases += 1
          }),
          { seed: 9, numRuns: RANDOM_RUNS },
        )
      },
      // Well under a second alone; the margin is for a machine busy with other test files.
      30_000,
    )
  }
  return totals
}
