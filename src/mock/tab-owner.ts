import type { HostClient, MockHost } from './host'
import type { HostLink } from './host-link'
import type { OwnerMessage, PageMessage } from './host-protocol'

/** What the tabs of one store post on its channel. */
type ChannelMessage =
  | { kind: 'call'; from: string; message: PageMessage }
  | { kind: 'reply'; to: string; message: OwnerMessage }
  | { kind: 'hello' | 'bye'; from: string }
  | { kind: 'owner' }

/**
 * Where a browser has no SharedWorker: the tabs elect one owner of the data
 * with Web Locks (`navigator.locks`); the others post their calls to it on a
 * BroadcastChannel. When the owner closes, its lock passes to a waiting tab,
 * which opens the stored data, says so, and is sent the calls still waiting.
 * Returns the function that posts a call.
 */
export function joinTabElection(
  name: string,
  link: () => HostLink,
  locks: LockManager,
): (message: PageMessage) => void {
  const channel = new BroadcastChannel(`${name}-calls`)
  const tabId = crypto.randomUUID()
  const say = (message: ChannelMessage) => channel.postMessage(message)
  const remote = new Map<string, HostClient>()
  let host: MockHost | undefined
  const self: HostClient = { post: (message) => link().receive(message) }

  const remoteClient = (tab: string) => {
    let client = remote.get(tab)
    if (!client) {
      client = { post: (message) => say({ kind: 'reply', to: tab, message }) }
      remote.set(tab, client)
    }
    return client
  }

  channel.addEventListener('message', ({ data }: MessageEvent<ChannelMessage>) => {
    if (data.kind === 'reply') {
      if (data.to === tabId) link().receive(data.message)
    } else if (data.kind === 'owner') {
      say({ kind: 'hello', from: tabId })
      link().resend()
    } else if (host) {
      const client = remoteClient(data.from)
      if (data.kind === 'call') host.receive(client, data.message)
      else if (data.kind === 'hello') host.connect(client)
      else {
        host.disconnect(client)
        remote.delete(data.from)
      }
    }
  })
  window.addEventListener('pagehide', () => say({ kind: 'bye', from: tabId }))

  void locks.request(name, async () => {
    // The store and its routes load only in the tab that owns them.
    host = (await import('./host')).openMockHost()
    host.connect(self)
    say({ kind: 'owner' })
    link().resend()
    // Held while the tab lives: the lock passes on when it closes.
    return new Promise<never>(() => {})
  })
  say({ kind: 'hello', from: tabId })

  return (message) => {
    if (host) host.receive(self, message)
    else say({ kind: 'call', from: tabId, message })
  }
}
