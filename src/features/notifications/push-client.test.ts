import { notifications, notificationsStore as toastStore } from '@mantine/notifications'
import type { PageMessage, PushItem } from '@/workers/push-protocol'
import type * as StoreModule from './notifications-store'

/** A stand-in for the browser's SharedWorker: records what the page sends and lets the test answer. */
class FakeSharedWorker extends EventTarget {
  static instances: FakeSharedWorker[] = []
  readonly sent: PageMessage[] = []
  readonly port = Object.assign(new EventTarget(), {
    start: vi.fn(),
    postMessage: (message: PageMessage) => void this.sent.push(message),
  })

  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    super()
    FakeSharedWorker.instances.push(this)
  }

  /** The worker sends `data` to the page. */
  reply(data: unknown) {
    this.port.dispatchEvent(new MessageEvent('message', { data }))
  }
}

/** The one worker the client started. */
function onlyWorker(): FakeSharedWorker {
  expect(FakeSharedWorker.instances).toHaveLength(1)
  const [worker] = FakeSharedWorker.instances
  if (!worker) throw new Error('no SharedWorker was started')
  return worker
}

const item: PushItem = {
  id: '1',
  kind: 'order',
  title: 'New order #10001',
  body: '2 × Margherita, 1 × Tiramisu',
  time: 1_700_000_000_000,
  read: false,
}

let notificationsStore: (typeof StoreModule)['notificationsStore']
let unreadCount: (typeof StoreModule)['unreadCount']

/** A fresh client (and store) per test: the client keeps its worker for the page's life. */
async function loadClient() {
  vi.resetModules()
  ;({ notificationsStore, unreadCount } = await import('./notifications-store'))
  return import('./push-client')
}

beforeEach(() => {
  FakeSharedWorker.instances = []
  notifications.clean()
  localStorage.clear()
})

afterEach(() => vi.unstubAllGlobals())

describe('push client without SharedWorker', () => {
  it('raises "Your browser does not support SharedWorkers" once, as a warning and a toast, and keeps going', async () => {
    vi.stubGlobal('SharedWorker', undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const show = vi.spyOn(notifications, 'show')
    const client = await loadClient()

    expect(() => client.startPush({ key: 'k', token: 't1', demo: true })).not.toThrow()
    client.startPush({ key: 'k', token: 't2', demo: true })
    client.markAllNotificationsRead()
    client.stopPush()

    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith('Your browser does not support SharedWorkers')
    expect(show).toHaveBeenCalledTimes(1)
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      message: 'Your browser does not support SharedWorkers',
    })
    expect(notificationsStore.getState().supported).toBe(false)
  })
})

describe('push client with SharedWorker', () => {
  beforeEach(() => vi.stubGlobal('SharedWorker', FakeSharedWorker))

  it('starts one shared worker named "push" and sends it the key and the token', async () => {
    const client = await loadClient()
    client.startPush({ key: 'push-key', token: 'token-1', demo: true })
    expect(FakeSharedWorker.instances).toHaveLength(1)
    const worker = onlyWorker()
    expect(worker.options).toEqual({ type: 'module', name: 'push' })
    expect(String(worker.url)).toMatch(/push-worker/)
    expect(worker.sent).toEqual([
      { type: 'start', key: 'push-key', token: 'token-1', demo: true, intervalMs: 45_000 },
    ])
  })

  it('sends a refreshed token again, on the same worker', async () => {
    const client = await loadClient()
    client.startPush({ key: 'push-key', token: 'token-1', demo: true })
    client.startPush({ key: 'push-key', token: 'token-2', demo: true })
    expect(FakeSharedWorker.instances).toHaveLength(1)
    expect(onlyWorker().sent.at(-1)).toMatchObject({
      type: 'start',
      token: 'token-2',
    })
  })

  it('takes the demo interval from browser storage', async () => {
    localStorage.setItem('tavola.push-interval-ms', '300')
    const client = await loadClient()
    client.startPush({ key: 'push-key', token: 'token-1', demo: true })
    expect(onlyWorker().sent[0]).toMatchObject({ intervalMs: 300 })
  })

  it('shows each push as a toast and in the list, and ignores malformed messages', async () => {
    const show = vi.spyOn(notifications, 'show')
    const client = await loadClient()
    client.startPush({ key: 'push-key', token: 'token-1', demo: true })
    const worker = onlyWorker()

    worker.reply({ type: 'push', item })
    worker.reply({ type: 'push', item: { ...item, id: 2 } })
    worker.reply('garbage')
    worker.reply({ type: 'unknown' })

    expect(show).toHaveBeenCalledTimes(1)
    expect(show.mock.calls[0]?.[0]).toMatchObject({ title: item.title, message: item.body })
    expect(notificationsStore.getState().items).toEqual([item])
    expect(unreadCount(notificationsStore.getState())).toBe(1)
  })

  it('marks all read here and tells the worker', async () => {
    const client = await loadClient()
    client.startPush({ key: 'push-key', token: 'token-1', demo: true })
    const worker = onlyWorker()
    worker.reply({ type: 'state', items: [item] })
    client.markAllNotificationsRead()
    expect(unreadCount(notificationsStore.getState())).toBe(0)
    expect(worker.sent.at(-1)).toEqual({ type: 'mark-all-read' })
  })

  it('on sign-out tells the worker to stop, empties the list and ignores late pushes', async () => {
    const show = vi.spyOn(notifications, 'show')
    const client = await loadClient()
    client.startPush({ key: 'push-key', token: 'token-1', demo: true })
    const worker = onlyWorker()
    worker.reply({ type: 'state', items: [item] })
    client.stopPush()
    expect(worker.sent.at(-1)).toEqual({ type: 'stop' })
    expect(notificationsStore.getState().items).toEqual([])
    worker.reply({ type: 'push', item })
    expect(notificationsStore.getState().items).toEqual([])
    expect(show).not.toHaveBeenCalled()
  })

  it('takes the push toasts away on sign-out, queued ones too, and leaves other toasts', async () => {
    const client = await loadClient()
    client.startPush({ key: 'push-key', token: 'token-1', demo: true })
    const worker = onlyWorker()
    notifications.show({ id: 'saved', message: 'Saved' })
    for (let i = 1; i <= 8; i++) worker.reply({ type: 'push', item: { ...item, id: String(i) } })
    const ids = () => {
      const { notifications: shown, queue } = toastStore.getState()
      return [...shown, ...queue].map((toast) => toast.id)
    }
    expect(ids()).toHaveLength(9)
    client.stopPush()
    expect(ids()).toEqual(['saved'])
  })

  it('shows no toast while the bell menu is open: the push goes straight into it', async () => {
    const show = vi.spyOn(notifications, 'show')
    const client = await loadClient()
    client.startPush({ key: 'push-key', token: 'token-1', demo: true })
    notificationsStore.setState({ menuOpen: true })
    onlyWorker().reply({ type: 'push', item })
    expect(show).not.toHaveBeenCalled()
    expect(notificationsStore.getState().items).toEqual([item])
  })

  it('stops when the page goes away', async () => {
    const client = await loadClient()
    client.startPush({ key: 'push-key', token: 'token-1', demo: true })
    window.dispatchEvent(new Event('pagehide'))
    expect(onlyWorker().sent.at(-1)).toEqual({ type: 'stop' })
  })
})
