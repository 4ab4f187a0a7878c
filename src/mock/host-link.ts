import { callMessage, parseOwnerMessage, responseOf, type PageMessage } from './host-protocol'

/** What the page is told by the owner of the data. */
export interface HostLinkEvents {
  /** A call from another tab changed these tables. */
  readonly onDataChanged?: (tables: readonly string[]) => void
  /** A stored copy was stale or damaged (or storage refused), so sample data from the seed is used. */
  readonly onStoredDataDiscarded?: () => void
}

/**
 * The page's side of the owner of the mock's data (src/mock/host.ts): `fetch`
 * posts a call and resolves with its answer. `resend` posts again every call
 * still waiting, for a new owner after the last one went away.
 */
export function createHostLink(post: (message: PageMessage) => void, events: HostLinkEvents = {}) {
  const waiting = new Map<number, { message: PageMessage; resolve: (r: Response) => void }>()
  let nextId = 1
  return {
    async fetch(request: Request): Promise<Response> {
      const url = new URL(request.url)
      const message = await callMessage(nextId++, url.pathname + url.search, request)
      return new Promise<Response>((resolve) => {
        waiting.set(message.id, { message, resolve })
        post(message)
      })
    },
    receive(data: unknown): void {
      const message = parseOwnerMessage(data)
      if (message?.type === 'changed') events.onDataChanged?.(message.tables)
      else if (message?.type === 'discarded') events.onStoredDataDiscarded?.()
      else if (message?.type === 'answer') {
        waiting.get(message.id)?.resolve(responseOf(message))
        waiting.delete(message.id)
      }
    },
    resend(): void {
      for (const { message } of waiting.values()) post(message)
    },
  }
}

export type HostLink = ReturnType<typeof createHostLink>
