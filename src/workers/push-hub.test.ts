import { createPushHub, type HubPort } from './push-hub'
import { PUSH_HISTORY_LIMIT, type WorkerMessage } from './push-protocol'

/** A port that records what the hub sends it. */
function fakePort() {
  const received: WorkerMessage[] = []
  const port: HubPort & { received: WorkerMessage[] } = {
    received,
    postMessage: (message) => void received.push(message),
  }
  return port
}

const pushes = (port: { received: WorkerMessage[] }) =>
  port.received.filter((message) => message.type === 'push')

const start = (token: string, intervalMs = 1000, demo = true) => ({
  type: 'start',
  key: 'demo-push-service-key',
  token,
  demo,
  intervalMs,
})

beforeEach(() => vi.useFakeTimers())

function setUp() {
  const hub = createPushHub({ now: () => Date.now() })
  const a = fakePort()
  const b = fakePort()
  hub.connect(a)
  hub.connect(b)
  return { hub, a, b }
}

describe('push hub', () => {
  it('produces nothing until a tab starts', () => {
    const { hub, a, b } = setUp()
    vi.advanceTimersByTime(10_000)
    expect(a.received).toEqual([])
    expect(b.received).toEqual([])
    expect(hub.credentials()).toBeUndefined()
    expect(hub.intervalMs()).toBeUndefined()
  })

  it('answers start with the current list and keeps the key and the token', () => {
    const { hub, a } = setUp()
    hub.receive(a, start('token-1'))
    expect(a.received).toEqual([{ type: 'state', items: hub.history() }])
    expect(hub.credentials()).toEqual({ key: 'demo-push-service-key', token: 'token-1' })
    expect(hub.intervalMs()).toBe(1000)
  })

  it('starts the demo service with a few pushes of the last hours, the oldest read', () => {
    const { hub, a } = setUp()
    hub.receive(a, start('token-1'))
    const items = hub.history()
    expect(items).toHaveLength(3)
    const times = items.map((item) => item.time)
    // Newest first, all in the past.
    expect(times).toEqual([...times].sort((x, y) => y - x))
    expect(Math.max(...times)).toBeLessThan(Date.now())
    expect(items.map((item) => item.read)).toEqual([false, false, true])
    expect(new Set(items.map((item) => item.id)).size).toBe(3)
  })

  it('broadcasts each push to every started tab, and not to tabs that are not signed in', () => {
    const { hub, a, b } = setUp()
    const c = fakePort()
    hub.connect(c)
    hub.receive(a, start('token-a'))
    hub.receive(b, start('token-b'))
    vi.advanceTimersByTime(3000)
    expect(pushes(a)).toHaveLength(3)
    expect(pushes(b)).toEqual(pushes(a))
    expect(pushes(c)).toEqual([])
    const first = pushes(a)[0]
    expect(first).toMatchObject({ type: 'push', item: { read: false } })
    expect(first?.type === 'push' && first.item.title).toMatch(
      /^New (chat message from .+|order #\d+)$/,
    )
  })

  it('sends the pushes so far to a tab that starts later, newest first', () => {
    const { hub, a, b } = setUp()
    hub.receive(a, start('token-a'))
    vi.advanceTimersByTime(2000)
    hub.receive(b, start('token-b'))
    const state = b.received[0]
    expect(state?.type).toBe('state')
    const ids = pushes(a).map((message) => message.type === 'push' && message.item.id)
    const shown = state?.type === 'state' ? state.items.map((item) => item.id) : []
    // The two new pushes, then the demo service's first ones.
    expect(shown.slice(0, 2)).toEqual(ids.reverse())
    expect(shown).toHaveLength(5)
  })

  it('keeps only the last pushes', () => {
    const { hub, a } = setUp()
    hub.receive(a, start('token-a', 100))
    vi.advanceTimersByTime(100 * (PUSH_HISTORY_LIMIT + 5))
    expect(hub.history()).toHaveLength(PUSH_HISTORY_LIMIT)
  })

  it('takes a refreshed token without restarting the pushes', () => {
    const { hub, a } = setUp()
    hub.receive(a, start('token-1'))
    vi.advanceTimersByTime(1500)
    hub.receive(a, start('token-2'))
    expect(hub.credentials()?.token).toBe('token-2')
    vi.advanceTimersByTime(500)
    // The timer kept its rhythm: a push at 1000 and 2000 ms.
    expect(pushes(a)).toHaveLength(2)
  })

  it('uses the smallest interval any started tab asked for', () => {
    const { hub, a, b } = setUp()
    hub.receive(a, start('token-a', 5000))
    hub.receive(b, start('token-b', 1000))
    expect(hub.intervalMs()).toBe(1000)
    hub.receive(b, { type: 'stop' })
    expect(hub.intervalMs()).toBe(5000)
  })

  it('produces no demo pushes when the mock back end is off', () => {
    const { hub, a } = setUp()
    hub.receive(a, start('token-a', 1000, false))
    vi.advanceTimersByTime(5000)
    expect(pushes(a)).toEqual([])
    expect(hub.history()).toEqual([])
    expect(hub.credentials()?.token).toBe('token-a')
  })

  it('stops for one tab on stop, and altogether when no tab is signed in', () => {
    const { hub, a, b } = setUp()
    hub.receive(a, start('token'))
    hub.receive(b, start('token'))
    vi.advanceTimersByTime(1000)
    hub.receive(a, { type: 'stop' })
    vi.advanceTimersByTime(1000)
    expect(pushes(a)).toHaveLength(1)
    expect(pushes(b)).toHaveLength(2)

    hub.receive(b, { type: 'stop' })
    expect(hub.intervalMs()).toBeUndefined()
    expect(hub.credentials()).toBeUndefined()
    expect(hub.history()).toEqual([])
    vi.advanceTimersByTime(10_000)
    expect(pushes(b)).toHaveLength(2)
  })

  it('stops when the last started tab disconnects', () => {
    const { hub, a } = setUp()
    hub.receive(a, start('token'))
    hub.disconnect(a)
    expect(hub.intervalMs()).toBeUndefined()
  })

  it('marks every push read for every tab', () => {
    const { hub, a, b } = setUp()
    hub.receive(a, start('token'))
    hub.receive(b, start('token'))
    vi.advanceTimersByTime(2000)
    hub.receive(b, { type: 'mark-all-read' })
    const last = a.received.at(-1)
    expect(last?.type).toBe('state')
    expect(last?.type === 'state' && last.items.every((item) => item.read)).toBe(true)
    expect(last?.type === 'state' && last.items).toHaveLength(5)
    expect(b.received.at(-1)).toEqual(last)
  })

  it.each([
    ['null', null],
    ['a string', 'start'],
    ['an array', [start('token')]],
    ['an unknown type', { type: 'explode' }],
    ['start without a token', { type: 'start', key: 'k', demo: true, intervalMs: 1000 }],
    ['start with an empty key', { ...start('token'), key: '  ' }],
    ['start with a numeric token', { ...start('token'), token: 42 }],
    ['start with a string interval', { ...start('token'), intervalMs: '1000' }],
    ['start with a too short interval', start('token', 1)],
    ['start with a non-boolean demo flag', { ...start('token'), demo: 'yes' }],
  ])('ignores %s', (_name, data) => {
    const { hub, a } = setUp()
    expect(() => hub.receive(a, data)).not.toThrow()
    vi.advanceTimersByTime(5000)
    expect(a.received).toEqual([])
    expect(hub.credentials()).toBeUndefined()
  })

  it('ignores messages from a port that never connected, and mark-all-read from a tab not signed in', () => {
    const { hub, a, b } = setUp()
    const stranger = fakePort()
    hub.receive(stranger, start('token'))
    expect(stranger.received).toEqual([])
    expect(hub.credentials()).toBeUndefined()
    hub.receive(a, start('token'))
    vi.advanceTimersByTime(1000)
    hub.receive(b, { type: 'mark-all-read' })
    expect(hub.history()[0]?.read).toBe(false)
  })

  it('drops a port that throws and keeps serving the others', () => {
    const { hub, a, b } = setUp()
    hub.receive(a, start('token'))
    hub.receive(b, start('token'))
    a.postMessage = () => {
      throw new Error('port closed')
    }
    expect(() => vi.advanceTimersByTime(2000)).not.toThrow()
    expect(pushes(b)).toHaveLength(2)
  })
})
