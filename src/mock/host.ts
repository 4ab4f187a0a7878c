import { authMessages } from '@/contract/auth'
import { createMockApp, warmRoutesFor } from './app'
import {
  answerMessage,
  parsePageMessage,
  requestOf,
  type AnswerMessage,
  type CallMessage,
  type OwnerMessage,
} from './host-protocol'
import { openPersistentDb, type PersistentDbHooks } from './persistent-db'
import type { Db } from './store/db'

/** A page connected to the owner: how to post to it. */
export interface HostClient {
  post(message: OwnerMessage): void
}

const failure = () =>
  new Response(JSON.stringify({ error: authMessages.unexpected }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  })

const readsOnly = (method: string) => method === 'GET' || method === 'HEAD'

/**
 * The one owner of the mock's data in a browser: the store, its persistence
 * and the routes. It runs in a SharedWorker, or in the tab elected to own it
 * where there is none (src/mock/browser.ts). Calls that may change data run
 * one at a time, each answered once stored, so every answered write is kept
 * in call order and the tables each one changed are known; the other pages
 * are then told which. Reads run at once, beside the writes.
 */
export function createMockHost(open: (hooks: PersistentDbHooks) => Promise<Db>) {
  const clients = new Set<HostClient>()
  const changed = new Set<string>()
  // A discard found before any page connected is told to the first that does.
  let discardUntold = false
  const app = open({
    onChanged: (table) => changed.add(table),
    onDiscarded: () => {
      discardUntold = clients.size === 0
      for (const client of clients) client.post({ type: 'discarded' })
    },
  }).then((db) => createMockApp(db))
  let writes: Promise<unknown> = Promise.resolve()

  async function write(call: CallMessage, from: HostClient): Promise<AnswerMessage> {
    const handler = await app
    changed.clear()
    const answer = await answerMessage(
      call.id,
      await handler.fetch(requestOf(call), { now: call.now }),
    )
    const tables = [...changed]
    changed.clear()
    if (tables.length > 0) {
      for (const client of clients) if (client !== from) client.post({ type: 'changed', tables })
    }
    return answer
  }

  async function answer(call: CallMessage, from: HostClient): Promise<AnswerMessage> {
    if (readsOnly(call.method)) {
      const handler = await app
      return answerMessage(call.id, await handler.fetch(requestOf(call), { now: call.now }))
    }
    const turn = writes.then(() => write(call, from))
    writes = turn.catch(() => {})
    return turn
  }

  return {
    connect(client: HostClient) {
      clients.add(client)
      if (discardUntold) client.post({ type: 'discarded' })
      discardUntold = false
    },
    disconnect(client: HostClient) {
      clients.delete(client)
    },
    /** Answers a page's call; anything that is not a call is ignored. */
    receive(client: HostClient, data: unknown): void {
      const call = parsePageMessage(data)
      if (!call) return
      clients.add(client)
      warmRoutesFor(call.path)
      answer(call, client).then(
        (message) => client.post(message),
        // The app answers its own failures; this is for one outside it (a route chunk that
        // does not load), so the page is never left waiting.
        () => void answerMessage(call.id, failure()).then((message) => client.post(message)),
      )
    },
  }
}

export type MockHost = ReturnType<typeof createMockHost>

/** The owner over the browser's stored data (IndexedDB). */
export const openMockHost = () => createMockHost(openPersistentDb)
