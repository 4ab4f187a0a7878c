import { config } from '@/lib/config'
import { sessionStore, type SessionState } from '@/lib/session'
import type * as PushClientModule from './push-client'

type PushClient = typeof PushClientModule

/**
 * While an access token is stored, the push SharedWorker runs with the
 * push-service key and that token; a refreshed token is sent again, and
 * signing out stops it for this tab. The worker client loads only with
 * the first session, so pages seen signed out (sign-in) never fetch it,
 * and not before `ready`: a signed-in page's first screen and its data come
 * first, as the bell's count can come a moment later. Returns a function
 * that stops watching.
 */
export function connectPushToSession(ready: Promise<unknown> = Promise.resolve()): () => void {
  let token: string | undefined
  let client: Promise<PushClient | undefined> | undefined
  const load = () =>
    (client ??= ready
      .then(() => import('./push-client'))
      .catch((error: unknown) => {
        console.warn('Live notifications could not be loaded.', error)
        return undefined
      }))

  const follow = (state: SessionState) => {
    const next = state.status === 'signed-in' ? state.session.accessToken : undefined
    if (next === token) return
    token = next
    if (next !== undefined) {
      const { pushKey, mock } = config()
      void load().then((push) => push?.startPush({ key: pushKey, token: next, demo: mock }))
    } else if (client) {
      void client.then((push) => push?.stopPush())
    }
  }

  follow(sessionStore.getState())
  return sessionStore.subscribe(follow)
}
