import type { LoginResponse } from '@/contract/auth'
import { startMockBackend, type MockBackend } from '@/test/mock-backend'
import { stubNetwork, type StubbedNetwork } from '@/test/network'

const T0 = new Date('2030-01-15T09:00:00Z').getTime()
const MINUTE = 60_000
const REFRESH = '/jwt/refresh-token'

let backend: MockBackend
let network: StubbedNetwork

beforeEach(() => {
  localStorage.clear()
  network = stubNetwork(() => {
    throw new TypeError('offline')
  })
  backend = startMockBackend(window.location.origin)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
})

afterEach(() => {
  backend.dispose()
  network.restore()
  localStorage.clear()
})

async function signedIn() {
  vi.resetModules()
  const [keeper, session, activity] = await Promise.all([
    import('./session-keeper'),
    import('./session'),
    import('./session-activity'),
  ])
  const login: LoginResponse = await backend.signIn('admin@demo.com', 'admin')
  session.startSession(login)
  activity.noteActivity()
  return { ...keeper, ...session, ...activity }
}

describe('the session keeper', () => {
  it('refreshes ahead of expiry while the user works, for 30 minutes and more', async () => {
    const lib = await signedIn()
    for (let minute = 2; minute <= 30; minute += 2) {
      vi.setSystemTime(T0 + minute * MINUTE)
      lib.noteActivity() // a click every two minutes
      await lib.checkSession()
      expect(lib.sessionStore.getState().status).toBe('signed-in')
    }
    // Refreshed at 8, 16 and 24 minutes: each pair lasts 10, renewed 2 ahead.
    expect(backend.count('POST', REFRESH)).toBe(3)
  })

  it('lets a refresh under way finish instead of ending the session at the old deadline', async () => {
    const lib = await signedIn()
    vi.setSystemTime(T0 + 8 * MINUTE)
    lib.noteActivity()
    const refreshing = lib.checkSession()
    // The old pair's life ends while the refresh is still on its way.
    vi.setSystemTime(T0 + 10 * MINUTE)
    await lib.checkSession()
    await refreshing
    expect(lib.sessionStore.getState().status).toBe('signed-in')
    expect(backend.count('POST', REFRESH)).toBe(1)
  })

  it('does not refresh before it is due', async () => {
    const lib = await signedIn()
    vi.setSystemTime(T0 + 7 * MINUTE)
    await lib.checkSession()
    expect(backend.count('POST', REFRESH)).toBe(0)
  })

  it('signs an idle user out when the refresh token has run out, saying why', async () => {
    const lib = await signedIn()
    vi.setSystemTime(T0 + 11 * MINUTE)
    await lib.checkSession()
    expect(lib.sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'idle' })
    expect(localStorage.getItem(lib.SESSION_STORAGE_KEY)).toBeNull()
    expect(backend.count('POST', REFRESH)).toBe(0)
  })

  it('counts time from when the tokens were received, whatever the server clock says', async () => {
    const lib = await signedIn()
    const session = lib.currentSession()
    if (!session) throw new Error('no session')
    // The same tokens, received an hour later by this browser's clock.
    lib.startSession({ ...session, receivedAt: T0 + 60 * MINUTE })
    vi.setSystemTime(T0 + 65 * MINUTE)
    lib.noteActivity()
    await lib.checkSession()
    expect(lib.sessionStore.getState().status).toBe('signed-in')
    expect(backend.count('POST', REFRESH)).toBe(0)
  })

  it('reads a token’s life from its payload', async () => {
    const lib = await signedIn()
    expect(lib.lifetimeMs(lib.currentSession()?.accessToken ?? '')).toBe(10 * MINUTE)
    expect(lib.lifetimeMs('not-a-token')).toBe(10 * MINUTE)
  })
})
