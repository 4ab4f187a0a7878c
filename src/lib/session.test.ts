import type { StoredSession } from './session'

const KEY = 'tavola.session'

const stored: StoredSession = {
  accessToken: 'access.token.value',
  refreshToken: 'refresh.token.value',
  userData: {
    id: 2,
    fullName: 'Jane Doe',
    username: 'janedoe',
    avatar: '',
    email: 'client@demo.com',
    role: 'client',
    ability: [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ],
    extras: { eCommerceCartItemsCount: 0 },
  },
}

/** The session module reads browser storage when it loads: load it fresh after arranging storage. */
async function load() {
  vi.resetModules()
  return import('./session')
}

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

describe('readStoredSession', () => {
  it('uses the key the app documents', async () => {
    expect((await load()).SESSION_STORAGE_KEY).toBe(KEY)
  })

  it('returns undefined when nothing is stored', async () => {
    const { readStoredSession } = await load()
    expect(readStoredSession()).toBeUndefined()
  })

  it('returns a well-formed stored session and keeps it', async () => {
    const { readStoredSession } = await load()
    localStorage.setItem(KEY, JSON.stringify(stored))
    expect(readStoredSession()).toEqual(stored)
    expect(localStorage.getItem(KEY)).not.toBeNull()
  })

  const { accessToken: _access, ...withoutAccessToken } = stored
  const { userData: _user, ...withoutUser } = stored
  it.each([
    ['bad JSON', '{"accessToken":'],
    ['JSON that is not an object', '"hello"'],
    ['null', 'null'],
    ['the wrong shape', JSON.stringify({ token: 'abc', user: 'me' })],
    ['a missing access token', JSON.stringify(withoutAccessToken)],
    ['an empty access token', JSON.stringify({ ...stored, accessToken: '' })],
    ['a missing refresh token', JSON.stringify({ ...stored, refreshToken: undefined })],
    ['missing user data', JSON.stringify(withoutUser)],
    [
      'user data with a bad id',
      JSON.stringify({ ...stored, userData: { ...stored.userData, id: '2' } }),
    ],
    [
      'an ability with an unknown action',
      JSON.stringify({
        ...stored,
        userData: { ...stored.userData, ability: [{ action: 'own', subject: 'all' }] },
      }),
    ],
  ])('returns undefined for %s and removes the key', async (_, raw) => {
    const { readStoredSession } = await load()
    localStorage.setItem(KEY, raw)
    expect(readStoredSession()).toBeUndefined()
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})

describe('the session store', () => {
  it('starts signed out without a stored session', async () => {
    const { sessionStore } = await load()
    expect(sessionStore.getState().status).toBe('signed-out')
  })

  it('starts "checking" with a stored session, which is not yet trusted', async () => {
    localStorage.setItem(KEY, JSON.stringify(stored))
    const { sessionStore } = await load()
    expect(sessionStore.getState()).toEqual({ status: 'checking', session: stored })
  })

  it('starts signed out and cleans up with a broken stored session', async () => {
    localStorage.setItem(KEY, '{broken')
    const { sessionStore } = await load()
    expect(sessionStore.getState().status).toBe('signed-out')
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('stores a started session and forgets an ended one', async () => {
    const { sessionStore, startSession, endSession, currentSession } = await load()
    startSession(stored)
    // When this browser received the tokens is kept with them: their deadlines count from it.
    const kept = { ...stored, receivedAt: expect.any(Number) as number }
    expect(sessionStore.getState()).toEqual({ status: 'signed-in', session: kept })
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(kept)
    expect(currentSession()).toEqual(kept)

    endSession('signed-out')
    expect(sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'signed-out' })
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(currentSession()).toBeUndefined()
  })

  it('keeps a saved name and photo with the session, in memory and in storage', async () => {
    const { sessionStore, startSession, updateSessionUser, userOf } = await load()
    startSession(stored)
    updateSessionUser({ fullName: 'Jane Rossi', avatar: 'data:image/png;base64,AAAA' })
    const changed = { fullName: 'Jane Rossi', avatar: 'data:image/png;base64,AAAA' }
    expect(userOf(sessionStore.getState())).toMatchObject({ ...changed, email: 'client@demo.com' })
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredSession
    expect(kept.userData).toMatchObject(changed)
    expect(kept.accessToken).toBe(stored.accessToken)
  })

  it('follows another tab signing out', async () => {
    const { sessionStore, startSession } = await load()
    startSession(stored)
    localStorage.removeItem(KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    expect(sessionStore.getState()).toEqual({ status: 'signed-out', endReason: 'signed-out' })
  })

  it('follows another tab signing in again', async () => {
    const { sessionStore, startSession } = await load()
    startSession(stored)
    const other = { ...stored, accessToken: 'another.access.token' }
    localStorage.setItem(KEY, JSON.stringify(other))
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    expect(sessionStore.getState()).toEqual({ status: 'signed-in', session: other })
  })

  it('ignores storage events of other keys', async () => {
    const { sessionStore, startSession } = await load()
    startSession(stored)
    localStorage.removeItem(KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: 'tavola.language' }))
    expect(sessionStore.getState().status).toBe('signed-in')
  })
})

describe('whenSessionReady', () => {
  it('resolves at once when no check is running, and after the check otherwise', async () => {
    const { whenSessionReady, beginSessionCheck, finishSessionCheck } = await load()
    await whenSessionReady()

    beginSessionCheck()
    let ready = false
    const waiting = whenSessionReady().then(() => (ready = true))
    await Promise.resolve()
    await Promise.resolve()
    expect(ready).toBe(false)
    finishSessionCheck()
    await waiting
    expect(ready).toBe(true)
  })
})
