import { loginResponseSchema, meResponseSchema, refreshResponseSchema } from '@/contract/auth'
import { startMockBackend, type MockBackend } from '@/test/mock-backend'
import { stubNetwork, type StubbedNetwork } from '@/test/network'
import { tamperSignature } from '@/test/tokens'

const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const T0 = new Date('2030-01-15T09:00:00Z').getTime()
const MINUTE = 60_000
const REFRESH = '/jwt/refresh-token'

let backend: MockBackend
let network: StubbedNetwork

/** Fresh api-client and session modules (their state is module-level). */
async function load() {
  vi.resetModules()
  const [client, session] = await Promise.all([import('./api-client'), import('./session')])
  return { ...client, ...session }
}
type Lib = Awaited<ReturnType<typeof load>>

beforeEach(() => {
  localStorage.clear()
  // Nothing may reach a real socket: requests the mock lets through fail like an offline network.
  network = stubNetwork(() => {
    throw new TypeError('offline')
  })
  backend = startMockBackend(window.location.origin)
})

afterEach(() => {
  backend.dispose()
  network.restore()
  localStorage.clear()
})

function signIn(lib: Lib, credentials = ADMIN) {
  return lib.apiRequest('/jwt/login', {
    method: 'POST',
    body: credentials,
    schema: loginResponseSchema,
    auth: false,
  })
}

function within<T>(promise: Promise<T>, ms = 1000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`did not settle within ${ms} ms`)), ms),
    ),
  ])
}

/** The ApiError a call rejects with; fails the test when the call succeeds instead. */
async function failure(lib: Lib, call: Promise<unknown>) {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(lib.ApiError)
  return error as InstanceType<Lib['ApiError']>
}

const me = (lib: Lib) => lib.apiRequest('/auth/me', { schema: meResponseSchema })

describe('apiUrl', () => {
  it('appends the path to the API base and turns arrays into repeated keys', async () => {
    const { apiUrl } = await load()
    const url = new URL(
      apiUrl('/apps/calendar/events', {
        calendars: ['Personal', 'Business'],
        q: 'a b&c',
        page: 2,
        important: true,
        empty: '',
        missing: undefined,
        nothing: null,
      }),
    )
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/apps/calendar/events`)
    expect(url.searchParams.getAll('calendars')).toEqual(['Personal', 'Business'])
    expect(url.searchParams.get('q')).toBe('a b&c')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.get('important')).toBe('true')
    expect([...url.searchParams.keys()].sort()).toEqual([
      'calendars',
      'calendars',
      'important',
      'page',
      'q',
    ])
  })

  it('gives the bare address without a query', async () => {
    const { apiUrl } = await load()
    expect(apiUrl('/jwt/login')).toBe(`${window.location.origin}/jwt/login`)
    expect(apiUrl('/jwt/login', { calendars: [] })).toBe(`${window.location.origin}/jwt/login`)
  })
})

describe('apiRequest', () => {
  it('turns an answer of the wrong shape into a short message, never the validation details', async () => {
    const lib = await load()
    lib.startSession(await signIn(lib))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = await failure(lib, lib.apiRequest('/auth/me', { schema: refreshResponseSchema }))
    expect(error.message).toBe(lib.UNREADABLE_ANSWER)
    expect(error.message).not.toContain('{')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('signs in against the mock and sends the bearer token afterwards', async () => {
    const lib = await load()
    const session = await signIn(lib)
    lib.startSession(session)
    const { userData } = await me(lib)
    expect(userData.email).toBe(ADMIN.email)
    expect(backend.calls).toEqual([
      { method: 'POST', path: '/jwt/login' },
      { method: 'GET', path: '/auth/me' },
    ])
  })

  it('rejects a 400 with an ApiError that carries the field errors', async () => {
    const lib = await load()
    const error = await failure(lib, signIn(lib, { email: ADMIN.email, password: 'wrong' }))
    expect(error.status).toBe(400)
    expect(error.fieldError('email')).toBe('Email or Password is Invalid')
    expect(error.message).toBe('Email or Password is Invalid')
  })

  it('does not end the session over a 400', async () => {
    const lib = await load()
    lib.startSession(await signIn(lib))
    await signIn(lib, { email: ADMIN.email, password: 'wrong' }).catch(() => undefined)
    expect(lib.sessionStore.getState().status).toBe('signed-in')
  })

  it("calls through the back end's own fetch once it is ready, not the intercepted one", async () => {
    const lib = await load()
    const calls: { url: string; init: RequestInit }[] = []
    let ready: (own: (url: string, init: RequestInit) => Promise<Response>) => void = () => {}
    lib.setBackendReady(new Promise((resolve) => (ready = resolve)))
    const call = lib.apiRequest('/jwt/login', { method: 'POST', body: ADMIN, auth: false })
    // The call waits for the back end: it reaches neither the network nor the mock's own fetch
    // before it is ready (both are checked below).
    ready((url, init) => {
      calls.push({ url, init })
      return Promise.resolve(Response.json({ signedIn: true }))
    })
    expect(await call).toEqual({ signedIn: true })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe(`${window.location.origin}/jwt/login`)
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: JSON.stringify(ADMIN) })
    expect(backend.calls).toEqual([])
    expect(network.requests).toHaveLength(0)
  })

  it('turns a network failure into an ApiError with status 0', async () => {
    const lib = await load()
    const error = await failure(lib, lib.apiRequest('/nothing/here'))
    expect(error.status).toBe(0)
    expect(network.requests).toHaveLength(1)
  })
})

describe('the refresh queue', () => {
  /**
   * Signs in at T0, refreshes at T0+5 min, and keeps the first (old) access token with
   * the new refresh token; at T0+11 min the access token is expired and the refresh token is not.
   */
  async function expiredAccessValidRefresh(lib: Lib) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    const first = await signIn(lib)
    lib.startSession(first)
    vi.setSystemTime(T0 + 5 * MINUTE)
    const refreshed = await lib.apiRequest(REFRESH, {
      method: 'POST',
      body: { refreshToken: first.refreshToken },
      schema: refreshResponseSchema,
      auth: false,
    })
    const stale = { ...first, refreshToken: refreshed.refreshToken }
    lib.startSession(stale)
    vi.setSystemTime(T0 + 11 * MINUTE)
    return stale
  }

  it('refreshes once for five concurrent calls that meet an expired token, and all succeed', async () => {
    const lib = await load()
    const stale = await expiredAccessValidRefresh(lib)
    const callsBefore = backend.calls.length

    const results = await within(Promise.all(Array.from({ length: 5 }, () => me(lib))))

    expect(results.map((r) => r.userData.email)).toEqual(Array(5).fill(ADMIN.email))
    const calls = backend.calls.slice(callsBefore)
    expect(calls.filter((c) => c.path === REFRESH)).toHaveLength(1)
    // Five that met the expired token, five retried with the new one.
    expect(calls.filter((c) => c.path === '/auth/me')).toHaveLength(10)

    const session = lib.currentSession()
    expect(session?.accessToken).not.toBe(stale.accessToken)
    expect(session?.refreshToken).not.toBe(stale.refreshToken)
    expect(JSON.parse(localStorage.getItem(lib.SESSION_STORAGE_KEY) ?? 'null')).toEqual(session)
    expect(lib.sessionStore.getState().status).toBe('signed-in')

    // The new access token works on its own, without another refresh.
    await me(lib)
    expect(backend.count('POST', REFRESH)).toBe(2) // one by the helper above, one by the queue
  })

  it('ends the session as expired when the refresh token has expired too, and settles', async () => {
    const lib = await load()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    const first = await signIn(lib)
    lib.startSession(first)
    vi.setSystemTime(T0 + 11 * MINUTE)

    const results = await within(Promise.allSettled(Array.from({ length: 5 }, () => me(lib))))

    for (const result of results) {
      expect(result.status).toBe('rejected')
      const reason = (result as PromiseRejectedResult).reason
      expect(reason).toBeInstanceOf(lib.ApiError)
      expect(reason.status).toBe(401)
    }
    expect(backend.count('POST', REFRESH)).toBe(1)
    expect(lib.sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'expired' })
    expect(lib.currentSession()).toBeUndefined()
    expect(localStorage.getItem(lib.SESSION_STORAGE_KEY)).toBeNull()

    // A later call settles at once (no token now: plain 401, no refresh).
    const later = await within(failure(lib, me(lib)), 500)
    expect(later.status).toBe(401)
    expect(backend.count('POST', REFRESH)).toBe(1)

    // The failed refresh was settled and forgotten: a new session can refresh again.
    const fresh = await signIn(lib)
    lib.startSession({ ...fresh, accessToken: first.accessToken })
    const { userData } = await within(me(lib), 500)
    expect(userData.email).toBe(ADMIN.email)
    expect(backend.count('POST', REFRESH)).toBe(2)
    expect(lib.currentSession()?.accessToken).not.toBe(first.accessToken)
  })

  it('never refreshes a tampered access token and ends the session as untrusted', async () => {
    const lib = await load()
    const session = await signIn(lib)
    lib.startSession({ ...session, accessToken: tamperSignature(session.accessToken) })

    const results = await within(Promise.allSettled([me(lib), me(lib)]))

    for (const result of results) {
      expect(result.status).toBe('rejected')
      expect((result as PromiseRejectedResult).reason.status).toBe(401)
    }
    expect(backend.count('POST', REFRESH)).toBe(0)
    expect(lib.sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'untrusted' })
    expect(localStorage.getItem(lib.SESSION_STORAGE_KEY)).toBeNull()
  })

  it('does not refresh for calls made without auth', async () => {
    const lib = await load()
    await expiredAccessValidRefresh(lib)
    const error = await failure(lib, lib.apiRequest('/auth/me', { auth: false }))
    expect(error.status).toBe(401)
    expect(backend.count('POST', REFRESH)).toBe(1) // only the helper's own
    expect(lib.sessionStore.getState().status).toBe('signed-in')
  })
})
