import type { AuthUser } from '@/contract/auth'

let full: { mockRestore: () => void } | undefined

afterEach(() => {
  full?.mockRestore()
  full = undefined
  localStorage.clear()
})

/** Makes every localStorage write fail as a full storage does. */
function fillStorage() {
  full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

async function load() {
  vi.resetModules()
  const [storage, session] = await Promise.all([import('./browser-storage'), import('./session')])
  return { ...storage, ...session }
}

const user: AuthUser = {
  id: 1,
  fullName: 'John Doe',
  username: 'johndoe',
  avatar: '',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 0 },
}

describe('a full localStorage', () => {
  it('never throws, drops the older copy, and is told once', async () => {
    const lib = await load()
    localStorage.setItem('tavola.layout', '{"skin":"default"}')
    const told = vi.fn()
    lib.onStorageFull(told)
    fillStorage()
    expect(lib.storeItem('tavola.layout', '{"skin":"bordered"}')).toBe(false)
    expect(lib.storeItem('tavola.language', 'de')).toBe(false)
    expect(localStorage.getItem('tavola.layout')).toBeNull()
    expect(told).toHaveBeenCalledOnce()
  })

  it('keeps a new session in memory, and no stale copy in storage', async () => {
    const lib = await load()
    const old = { userData: user, accessToken: 'old.a.t', refreshToken: 'old.r.t' }
    localStorage.setItem(lib.SESSION_STORAGE_KEY, JSON.stringify(old))
    fillStorage()
    const fresh = { userData: user, accessToken: 'new.a.t', refreshToken: 'new.r.t' }
    expect(() => lib.startSession(fresh)).not.toThrow()
    expect(lib.sessionStore.getState().status).toBe('signed-in')
    expect(lib.currentSession()?.refreshToken).toBe('new.r.t')
    expect(localStorage.getItem(lib.SESSION_STORAGE_KEY)).toBeNull()
  })
})
