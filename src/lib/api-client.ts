import { z } from 'zod/mini'
import { authEndpoints } from '@/contract/auth'
import { pathOf, type AnswerOf, type CallInput, type Endpoint } from '@/contract/endpoint'
import { errorBodySchema, type ErrorBody } from '@/contract/errors'
import { config } from './config'
import {
  currentSession,
  endSession,
  grantKey,
  readStoredSession,
  startSession,
  type StoredSession,
} from './session'
import { noteActivity } from './session-activity'

/** What a page says when an answer does not have the shape its schema expects. */
export const UNREADABLE_ANSWER = 'The data could not be read. Try again in a moment.'

/** A failed call: its HTTP status (0 when the network failed) and the error body, when there is one. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: ErrorBody | undefined,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The message for one field, from a `{ error: { field: message } }` body. */
  fieldError(field: string): string | undefined {
    const error = this.body?.error
    return typeof error === 'object' ? error[field] : undefined
  }
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[]

export interface RequestOptions<S extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  /** Parses the answer, so that a drifting server fails loudly. */
  schema?: S
  /** Sends the bearer token and refreshes it on 401 (default true). */
  auth?: boolean
  signal?: AbortSignal
  /** An absolute address to call instead of the API base (image uploads go to the upload base). */
  base?: string
  /** Sends this access token instead of the session's, and never refreshes it (checking another tab's session). */
  token?: string
}

/** How a call reaches the back end: `fetch`, unless the back end gives its own way in. */
type Transport = (url: string, init: RequestInit) => Promise<Response>

const network: Transport = (url, init) => fetch(url, init)
let transport = network
let backendReady: Promise<unknown> = Promise.resolve()

/**
 * Calls wait for this before their first request (the in-page mock back end loading). The back
 * end may give its own `fetch` (the in-page mock's, src/mock/install.ts), which calls use then.
 */
export function setBackendReady(promise: Promise<Transport | undefined>): void {
  backendReady = promise.then((own) => {
    transport = own ?? network
  })
}

/** Builds `${API_BASE}${path}?…` (or under `base`); arrays become repeated keys. */
export function apiUrl(
  path: string,
  query?: Record<string, QueryValue>,
  base = config().apiBase,
): string {
  const url = new URL(`${base}${path}`)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    for (const item of Array.isArray(value) ? value : [value])
      url.searchParams.append(key, String(item))
  }
  return url.toString()
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function send(path: string, options: RequestOptions<z.ZodMiniType>, token: string | undefined) {
  const headers = new Headers({ Accept: 'application/json' })
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return transport(apiUrl(path, options.query, options.base), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
}

let refreshing: Promise<boolean> | null = null

/** Runs `task` while no other tab of this browser refreshes (Web Locks; alone where there are none). */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks =
    typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | null)
  return locks ? locks.request('tavola.session-refresh', task) : task()
}

async function exchange(session: StoredSession): Promise<boolean> {
  // A refresh token works once: when another tab has just exchanged it, take its new pair.
  const stored = readStoredSession()
  const newer = (stored?.receivedAt ?? 0) > (session.receivedAt ?? 0)
  if (stored && newer && stored.refreshToken !== session.refreshToken) {
    if (grantKey(stored.userData) !== grantKey(session.userData)) return false
    startSession(stored)
    return true
  }
  const { refreshToken } = authEndpoints
  const response = await send(
    refreshToken.path,
    { method: 'POST', body: { refreshToken: session.refreshToken } },
    undefined,
  )
  if (!response.ok) return false
  startSession(refreshToken.response.parse(await response.json()))
  return true
}

/**
 * Runs at most one refresh at a time, in this tab and across tabs: every call
 * that met a 401 with the same stale token waits for it. It always settles,
 * with false on any failure.
 */
function refreshOnce(staleToken: string): Promise<boolean> {
  const session = currentSession()
  if (!session) return Promise.resolve(false)
  if (session.accessToken !== staleToken) return Promise.resolve(true)
  refreshing ??= oneTabAtATime(() => exchange(session))
    .catch(() => false)
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/** The refresh under way in this tab, if any (started ahead of expiry or after a 401). */
export function pendingRefresh(): Promise<boolean> | null {
  return refreshing
}

/** Refreshes the session's tokens now (ahead of their expiry, src/lib/session-keeper.ts). */
export function refreshSession(): Promise<boolean> {
  const token = currentSession()?.accessToken
  return token ? refreshOnce(token) : Promise.resolve(false)
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body)
  const error = parsed.success ? parsed.data.error : undefined
  const message =
    typeof error === 'string'
      ? error
      : error
        ? Object.values(error).join(' ')
        : `The request failed (${status})`
  return new ApiError(status, parsed.success ? parsed.data : undefined, message)
}

/** The one HTTP client of the app: JSON in and out, bearer auth, one refresh on 401. */
export async function apiRequest<S extends z.ZodMiniType = z.ZodMiniUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  await backendReady
  const useAuth = options.auth !== false
  const token = useAuth ? (options.token ?? currentSession()?.accessToken) : undefined
  if (useAuth && !options.token) noteActivity()
  let response: Response
  try {
    response = await send(path, options, token)
    if (response.status === 401 && token && !options.token) {
      const body = errorBodySchema.safeParse(await readBody(response.clone()))
      const reason = body.success ? body.data.reason : undefined
      const refreshable = reason !== 'invalid' && reason !== 'revoked'
      if (refreshable && (await refreshOnce(token))) {
        response = await send(path, options, currentSession()?.accessToken)
      }
      if (response.status === 401) endSession(refreshable ? 'expired' : 'untrusted')
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(
      0,
      undefined,
      'The server could not be reached. Check your connection and try again.',
    )
  }
  const body = await readBody(response)
  if (!response.ok) throw toApiError(response.status, body)
  if (!options.schema) return body as z.infer<S>
  const parsed = options.schema.safeParse(body)
  // An answer this page cannot read is said in words: the validation details go to the console.
  if (!parsed.success) {
    console.warn(`The answer of ${path} does not match its schema.`, parsed.error)
    throw new ApiError(response.status, undefined, UNREADABLE_ANSWER)
  }
  return parsed.data as z.infer<S>
}

/** How one call is sent, beside its input. */
export interface CallOptions {
  signal?: AbortSignal
  /** An absolute address to call instead of the API base (image uploads go to the upload base). */
  base?: string
  /** Sends this access token instead of the session's, and never refreshes it (checking another tab's session). */
  token?: string
}

type CallArgs<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E> & CallOptions]
    : [input: CallInput<E> & CallOptions]

/**
 * Calls one declared endpoint: its method and path come from the declaration,
 * the input is typed by its schemas, and the answer is parsed with its response schema.
 * A public endpoint (sign-in) goes without the session's token.
 */
export function api<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<AnswerOf<E>> {
  const { params, query, body, ...options } = (input ?? {}) as CallInput<Endpoint> & CallOptions
  return apiRequest(pathOf(endpoint.path, params), {
    ...options,
    method: endpoint.method.toUpperCase() as RequestOptions<z.ZodMiniType>['method'],
    query: query as Record<string, QueryValue> | undefined,
    body,
    schema: endpoint.also ? z.union([endpoint.response, endpoint.also.schema]) : endpoint.response,
    auth: !endpoint.public,
  }) as Promise<AnswerOf<E>>
}
