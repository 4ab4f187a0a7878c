import type { z } from 'zod/mini'
import { refreshResponseSchema } from '@/contract/auth'
import { errorBodySchema, type ErrorBody } from '@/contract/errors'
import { config } from './config'
import { currentSession, endSession, startSession } from './session'

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
}

let backendReady: Promise<unknown> = Promise.resolve()

/** Calls wait for this before their first request (the in-page mock back end loading). */
export function setBackendReady(promise: Promise<unknown>): void {
  backendReady = promise
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
  return fetch(apiUrl(path, options.query, options.base), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
}

let refreshing: Promise<boolean> | null = null

/**
 * Runs at most one refresh at a time: every call that met a 401 with the same
 * stale token waits for it. It always settles, with false on any failure.
 */
function refreshOnce(staleToken: string): Promise<boolean> {
  const session = currentSession()
  if (!session) return Promise.resolve(false)
  if (session.accessToken !== staleToken) return Promise.resolve(true)
  refreshing ??= (async () => {
    try {
      const response = await send(
        '/jwt/refresh-token',
        { method: 'POST', body: { refreshToken: session.refreshToken } },
        undefined,
      )
      if (!response.ok) return false
      const data = refreshResponseSchema.parse(await response.json())
      startSession(data)
      return true
    } catch {
      return false
    }
  })().finally(() => {
    refreshing = null
  })
  return refreshing
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
  const token = useAuth ? currentSession()?.accessToken : undefined
  let response: Response
  try {
    response = await send(path, options, token)
    if (response.status === 401 && token) {
      const body = errorBodySchema.safeParse(await readBody(response.clone()))
      const refreshable = !body.success || body.data.reason !== 'invalid'
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
  return (options.schema ? options.schema.parse(body) : body) as z.infer<S>
}
