import type { StoredSession } from '@/lib/session'

const push = vi.hoisted(() => ({ startPush: vi.fn(), stopPush: vi.fn() }))
vi.mock('./push-client', () => push)

const session = (accessToken: string): StoredSession => ({
  accessToken,
  refreshToken: 'refresh',
  userData: {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    avatar: '',
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 0 },
  },
})

/** Lets the dynamic import of the push client and its `then` run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function load() {
  vi.resetModules()
  const sessionModule = await import('@/lib/session')
  const { connectPushToSession } = await import('./push-session')
  return { ...sessionModule, connectPushToSession }
}

beforeEach(() => {
  localStorage.clear()
  push.startPush.mockClear()
  push.stopPush.mockClear()
})

describe('connectPushToSession', () => {
  it('loads nothing while signed out', async () => {
    const { connectPushToSession } = await load()
    const stop = connectPushToSession()
    await settle()
    expect(push.startPush).not.toHaveBeenCalled()
    expect(push.stopPush).not.toHaveBeenCalled()
    stop()
  })

  it('starts with the push key and the token on sign-in, again on refresh, and stops on sign-out', async () => {
    const { connectPushToSession, startSession, endSession } = await load()
    const stop = connectPushToSession()

    startSession(session('token-1'))
    await settle()
    expect(push.startPush).toHaveBeenLastCalledWith({
      key: 'demo-push-service-key',
      token: 'token-1',
      demo: true,
    })

    startSession(session('token-1'))
    await settle()
    expect(push.startPush).toHaveBeenCalledTimes(1)

    startSession(session('token-2'))
    await settle()
    expect(push.startPush).toHaveBeenCalledTimes(2)
    expect(push.startPush).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'token-2' }))

    endSession('signed-out')
    await settle()
    expect(push.stopPush).toHaveBeenCalledTimes(1)
    stop()
  })

  it('waits for `ready` (the first screen and its data) before it loads the worker', async () => {
    const { connectPushToSession, startSession } = await load()
    let ready = () => {}
    const stop = connectPushToSession(new Promise<void>((resolve) => (ready = resolve)))
    startSession(session('token-1'))
    await settle()
    expect(push.startPush).not.toHaveBeenCalled()

    ready()
    await settle()
    expect(push.startPush).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'token-1' }))
    stop()
  })

  it('does not start while a stored session is still being checked', async () => {
    localStorage.setItem('tavola.session', JSON.stringify(session('stored')))
    const { connectPushToSession, sessionStore } = await load()
    expect(sessionStore.getState().status).toBe('checking')
    const stop = connectPushToSession()
    await settle()
    expect(push.startPush).not.toHaveBeenCalled()
    stop()
  })
})
