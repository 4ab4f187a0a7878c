// The push SharedWorker's state machine, free of any worker API so that it can
// be tested with fake ports (push-worker.ts only wires it to `onconnect`).
//
// - A tab connects (not signed in yet), sends `start` with the push-service key
//   and its access token (again after each refresh), `stop` when it signs out
//   or goes away, and `mark-all-read`.
// - While at least one tab is started with the demo push service (the mock back
//   end is on), a push is produced every `intervalMs` (the smallest any started
//   tab asked for) and broadcast to every started tab. The worker keeps the
//   last pushes, so that a tab that starts later shows the same list.
// - The demo service starts with a few pushes of the last hours (the oldest read), so that a
//   fresh start does not show an empty bell.
// - When no tab is started, pushes stop and the list is forgotten.
// - It makes no HTTP calls (the in-page mock back end cannot see them) and
//   never throws: bad messages are ignored, a port that fails is dropped.
import {
  PUSH_HISTORY_LIMIT,
  parsePageMessage,
  type PushItem,
  type WorkerMessage,
} from './push-protocol'

export interface HubPort {
  postMessage(message: WorkerMessage): void
}

interface TabSession {
  key: string
  token: string
  demo: boolean
  intervalMs: number
}

export interface PushHubOptions {
  now?: () => number
  /** A number in [0, 1), as Math.random. */
  random?: () => number
  setInterval?: (callback: () => void, ms: number) => unknown
  clearInterval?: (handle: unknown) => void
}

export interface PushHub {
  connect(port: HubPort): void
  disconnect(port: HubPort): void
  /** Handles whatever a connected port sent; unknown or malformed messages are ignored. */
  receive(port: HubPort, data: unknown): void
  /** The key and the newest token a tab sent, while any tab is started (what a real push service would use). */
  credentials(): { key: string; token: string } | undefined
  /** The current demo interval, or undefined when no pushes are being produced. */
  intervalMs(): number | undefined
  history(): readonly PushItem[]
}

const people = [
  'Felecia Rower',
  'Adalberto Granzin',
  'Joaquina Weisenborn',
  'Verla Morgano',
  'Margot Henschke',
  'Sal Piggee',
]
const chatLines = [
  'Can we move the tasting to Friday?',
  'The new menu cards have arrived.',
  'Table 12 asked for the manager.',
  'Is the terrace open tonight?',
  'Supplier invoice is ready for review.',
]
const orders = [
  '2 × Margherita, 1 × Tiramisu',
  '1 × Risotto ai funghi, 2 × Espresso',
  '3 × Lasagne, 1 × Panna cotta',
  '1 × Tasting menu for 4',
  '2 × Bruschetta, 2 × Spritz',
]

/** How long ago the demo service's first pushes came, newest first. */
const SEED_MINUTES_AGO = [6, 32, 95]

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))] as T
}

export function createPushHub(options: PushHubOptions = {}): PushHub {
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  const startTimer = options.setInterval ?? ((cb, ms) => globalThis.setInterval(cb, ms))
  const stopTimer =
    options.clearInterval ??
    ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>))

  /** Every connected port; undefined while that tab is not signed in. */
  const ports = new Map<HubPort, TabSession | undefined>()
  let latest: { key: string; token: string } | undefined
  let items: PushItem[] = []
  let sequence = 0
  let orderNumber = 10_000 + Math.floor(random() * 80_000)
  let timer: { handle: unknown; ms: number } | undefined

  function send(port: HubPort, message: WorkerMessage) {
    try {
      port.postMessage(message)
    } catch {
      // A port that cannot take messages any more (its tab is gone): forget it.
      ports.delete(port)
    }
  }

  function started(): [HubPort, TabSession][] {
    return [...ports].filter((entry): entry is [HubPort, TabSession] => entry[1] !== undefined)
  }

  function broadcast(message: WorkerMessage) {
    for (const [port] of started()) send(port, message)
  }

  function produce(): PushItem {
    sequence += 1
    const id = `${now()}-${sequence}`
    if (random() < 0.5) {
      return {
        id,
        kind: 'chat',
        title: `New chat message from ${pick(people, random)}`,
        body: pick(chatLines, random),
        time: now(),
        read: false,
      }
    }
    orderNumber += 1
    return {
      id,
      kind: 'order',
      title: `New order #${orderNumber}`,
      body: pick(orders, random),
      time: now(),
      read: false,
    }
  }

  /**
   * What a demo service has already sent when the first tab signs in, so that the bell is not
   * empty on a fresh start: a few pushes of the last hours, the oldest already read.
   */
  function seed(): PushItem[] {
    return SEED_MINUTES_AGO.map((minutes, index) => ({
      ...produce(),
      time: now() - minutes * 60_000,
      read: index === SEED_MINUTES_AGO.length - 1,
    }))
  }

  function tick() {
    try {
      const item = produce()
      items = [item, ...items].slice(0, PUSH_HISTORY_LIMIT)
      broadcast({ type: 'push', item })
      // A port that failed was dropped: stop when it was the last one.
      reschedule()
    } catch {
      // Never let a timer callback throw inside the worker.
    }
  }

  /** Starts, changes or stops the demo timer after the set of started tabs changed. */
  function reschedule() {
    const tabs = started().map(([, session]) => session)
    if (tabs.length === 0) {
      latest = undefined
      items = []
    }
    const demoIntervals = tabs.filter((tab) => tab.demo).map((tab) => tab.intervalMs)
    const ms = demoIntervals.length > 0 ? Math.min(...demoIntervals) : undefined
    if (timer && timer.ms === ms) return
    if (timer) stopTimer(timer.handle)
    timer = ms === undefined ? undefined : { handle: startTimer(tick, ms), ms }
  }

  return {
    connect(port) {
      if (!ports.has(port)) ports.set(port, undefined)
    },
    disconnect(port) {
      if (!ports.delete(port)) return
      reschedule()
    },
    receive(port, data) {
      if (!ports.has(port)) return
      const message = parsePageMessage(data)
      if (!message) return
      switch (message.type) {
        case 'start': {
          const { key, token, demo, intervalMs } = message
          ports.set(port, { key, token, demo, intervalMs })
          latest = { key, token }
          reschedule()
          if (demo && items.length === 0) items = seed()
          send(port, { type: 'state', items })
          return
        }
        case 'stop':
          if (ports.get(port) === undefined) return
          ports.set(port, undefined)
          reschedule()
          return
        case 'mark-all-read':
          if (ports.get(port) === undefined) return
          items = items.map((item) => (item.read ? item : { ...item, read: true }))
          broadcast({ type: 'state', items })
          return
      }
    },
    credentials: () => latest,
    intervalMs: () => timer?.ms,
    history: () => items,
  }
}
