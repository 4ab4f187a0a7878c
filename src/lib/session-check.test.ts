import { refreshResponseSchema, type LoginResponse } from '@/contract/auth'
import { startMockBackend, type MockBackend } from '@/test/mock-backend'
import { stubNetwork, type StubbedNetwork } from '@/test/network'
import { tamperSignature } from '@/test/tokens'
import type { StoredSession } from './session'

const KEY = 'tavola.session'
const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const CLIENT = { email: 'client@demo.com', password: 'client' }
const T0 = new Date('2030-01-15T09:00:00Z').getTime()
const MINUTE = 60_000

let backend: MockBackend
let network: StubbedNetwork

beforeEach(() => {
  localStorage.clear()
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

/** Signs in on the mock directly (not through the modules under test). */
function signIn(credentials: { email: string; password: string }): Promise<LoginResponse> {
  return backend.signIn(credentials.email, credentials.password)
}

/** Puts a session in browser storage, then loads the modules as the app does at start-up. */
async function startWith(session: StoredSession) {
  localStorage.setItem(KEY, JSON.stringify(session))
  vi.resetModules()
  const [check, store] = await Promise.all([import('./session-check'), import('./session')])
  expect(store.sessionStore.getState().status).toBe('checking')
  return { ...check, ...store }
}

describe('verifyStoredSession', () => {
  it('holds its answer while the first screen renders, and applies it once it is drawn', async () => {
    const session = await signIn(ADMIN)
    const edited = { ...session, userData: { ...session.userData, fullName: 'Someone Else' } }
    const lib = await startWith(edited)
    let drawn: () => void = () => {}
    const screen = new Promise<void>((resolve) => (drawn = resolve))
    let checked = false
    let held = false
    const check = lib
      .verifyStoredSession(() => {
        held = true
        return screen
      })
      .then(() => (checked = true))
    // The back end has answered and the check waits for the screen, which still reads the stored
    // session.
    await vi.waitFor(() => expect(held).toBe(true))
    expect(backend.count('GET', '/auth/me')).toBe(1)
    expect(checked).toBe(false)
    expect(lib.sessionStore.getState().status).toBe('checking')
    drawn()
    await check
    expect(lib.sessionStore.getState().session?.userData).toEqual(session.userData)
  })

  it('signs in with the user data of the back end, not the stored copy', async () => {
    const session = await signIn(ADMIN)
    const edited = {
      ...session,
      userData: {
        ...session.userData,
        fullName: 'Someone Else',
        extras: { eCommerceCartItemsCount: 99 },
      },
    }
    const lib = await startWith(edited)
    await lib.verifyStoredSession()

    const state = lib.sessionStore.getState()
    expect(state.status).toBe('signed-in')
    expect(state.session?.userData).toEqual(session.userData)
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null').userData).toEqual(session.userData)
    expect(backend.count('GET', '/auth/me')).toBe(1)
    await lib.whenSessionReady()
  })

  it('ends the session as untrusted when the stored ability was raised', async () => {
    const session = await signIn(CLIENT)
    const lib = await startWith({
      ...session,
      userData: { ...session.userData, ability: [{ action: 'manage', subject: 'all' }] },
    })
    await lib.verifyStoredSession()
    expect(lib.sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'untrusted' })
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('ends the session as untrusted when the stored role was changed', async () => {
    const session = await signIn(CLIENT)
    const lib = await startWith({ ...session, userData: { ...session.userData, role: 'admin' } })
    await lib.verifyStoredSession()
    expect(lib.sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'untrusted' })
  })

  it("ends the session as untrusted when the stored user is not the token's", async () => {
    const client = await signIn(CLIENT)
    const admin = await signIn(ADMIN)
    const lib = await startWith({ ...client, userData: admin.userData })
    await lib.verifyStoredSession()
    expect(lib.sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'untrusted' })
  })

  it('ends the session as untrusted when the access token was edited', async () => {
    const session = await signIn(ADMIN)
    const lib = await startWith({ ...session, accessToken: tamperSignature(session.accessToken) })
    await lib.verifyStoredSession()
    expect(lib.sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'untrusted' })
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(backend.count('POST', '/jwt/refresh-token')).toBe(0)
  })

  it('refreshes an expired access token and signs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    const session = await signIn(ADMIN)
    vi.setSystemTime(T0 + 5 * MINUTE)
    const refreshed = refreshResponseSchema.parse(
      await (
        await backend.app.request('/jwt/refresh-token', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken: session.refreshToken }),
        })
      ).json(),
    )
    vi.setSystemTime(T0 + 11 * MINUTE)
    const lib = await startWith({ ...session, refreshToken: refreshed.refreshToken })
    const refreshesBefore = backend.count('POST', '/jwt/refresh-token')
    await lib.verifyStoredSession()
    expect(lib.sessionStore.getState().status).toBe('signed-in')
    expect(lib.currentSession()?.accessToken).not.toBe(session.accessToken)
    expect(backend.count('POST', '/jwt/refresh-token')).toBe(refreshesBefore + 1)
  })

  it('ends the session as expired when both tokens have expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    const session = await signIn(ADMIN)
    vi.setSystemTime(T0 + 11 * MINUTE)
    const lib = await startWith(session)
    await lib.verifyStoredSession()
    expect(lib.sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'expired' })
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('keeps the session when the back end cannot be reached', async () => {
    const session = await signIn(ADMIN)
    backend.dispose()
    const lib = await startWith(session)
    await lib.verifyStoredSession()
    expect(network.requests).toHaveLength(1)
    expect(lib.sessionStore.getState()).toEqual({
      status: 'signed-in',
      session: { ...session, receivedAt: expect.any(Number) as number },
    })
  })

  it('does nothing without a stored session', async () => {
    vi.resetModules()
    const lib = await import('./session-check')
    const store = await import('./session')
    await lib.verifyStoredSession()
    expect(store.sessionStore.getState().status).toBe('signed-out')
    expect(backend.calls).toHaveLength(0)
  })

  it('does not check again once the check is done', async () => {
    const lib = await startWith(await signIn(ADMIN))
    await lib.verifyStoredSession()
    await lib.verifyStoredSession()
    expect(backend.count('GET', '/auth/me')).toBe(1)
    expect(lib.sessionStore.getState().status).toBe('signed-in')
  })

  it('runs one check for concurrent callers, and all of them settle', async () => {
    const lib = await startWith(await signIn(ADMIN))
    await Promise.all([
      lib.verifyStoredSession(),
      lib.verifyStoredSession(),
      lib.whenSessionReady(),
    ])
    expect(backend.count('GET', '/auth/me')).toBe(1)
    expect(lib.sessionStore.getState().status).toBe('signed-in')
  })
})

describe('a session another tab stored', () => {
  async function signedInAs(credentials: { email: string; password: string }) {
    const lib = await startWith(await signIn(credentials))
    await lib.verifyStoredSession()
    expect(lib.sessionStore.getState().status).toBe('signed-in')
    return lib
  }
  const storeFromAnotherTab = (session: StoredSession) => {
    localStorage.setItem(KEY, JSON.stringify(session))
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
  }

  it('with a widened ability is checked with /auth/me and not trusted', async () => {
    const lib = await signedInAs(CLIENT)
    const current = lib.currentSession()
    if (!current) throw new Error('no session')
    const before = backend.count('GET', '/auth/me')
    storeFromAnotherTab({
      ...current,
      userData: { ...current.userData, ability: [{ action: 'manage', subject: 'all' }] },
    })
    // Not adopted while it is checked: the guards still see the client's grants.
    expect(lib.currentSession()?.userData.ability).toEqual(current.userData.ability)
    await vi.waitFor(() =>
      expect(lib.sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'untrusted' }),
    )
    // (Modules loaded by earlier tests of this file listen too, so at least one check.)
    expect(backend.count('GET', '/auth/me')).toBeGreaterThan(before)
  })

  it('of another account is taken once the back end confirms it', async () => {
    const lib = await signedInAs(CLIENT)
    const admin = await signIn(ADMIN)
    storeFromAnotherTab(admin)
    await vi.waitFor(() => expect(lib.currentSession()?.userData.email).toBe(ADMIN.email))
    expect(lib.sessionStore.getState().status).toBe('signed-in')
  })

  it('with new tokens for the same user is taken at once', async () => {
    const lib = await signedInAs(ADMIN)
    const current = lib.currentSession()
    if (!current) throw new Error('no session')
    const before = backend.count('GET', '/auth/me')
    storeFromAnotherTab({ ...current, accessToken: 'a.new.token' })
    expect(lib.currentSession()?.accessToken).toBe('a.new.token')
    expect(backend.count('GET', '/auth/me')).toBe(before)
  })
})
