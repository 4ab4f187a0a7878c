import { authEndpoints } from '@/contract/auth'
import { ApiError, api } from './api-client'
import {
  beginSessionCheck,
  currentSession,
  endSession,
  finishSessionCheck,
  grantKey,
  onForeignSession,
  sessionStore,
  startSession,
  type StoredSession,
} from './session'

/**
 * Checks a session found in browser storage with the back end, while the first
 * page renders from it. A token the back end refuses, or user data whose
 * identity or ability differs from the back end's, ends the session: what is
 * stored in the browser is never trusted on its own, and no data reaches a page
 * without a token the back end accepts.
 */
let checking: Promise<void> | undefined

const sameData = <T>(kept: T, fresh: T): T =>
  JSON.stringify(kept) === JSON.stringify(fresh) ? kept : fresh

export function verifyStoredSession(
  rendering: () => Promise<unknown> | undefined = () => undefined,
): Promise<void> {
  if (sessionStore.getState().status !== 'checking') return checking ?? Promise.resolve()
  checking ??= check(rendering)
  return checking
}

/**
 * The check starts at once. Its answer changes the session at once, or, when it comes while the
 * first screen renders (`rendering()` gives the end of that render, src/main.tsx), once that
 * screen is drawn: the screen reads the session's store while React renders it in slices, and
 * React draws a screen again from the top, in one blocking task, when a store it reads changes in
 * the middle of a render.
 */
async function check(rendering: () => Promise<unknown> | undefined): Promise<void> {
  beginSessionCheck()
  const answer = api(authEndpoints.getMe)
  await answer.catch(() => undefined)
  await rendering()
  try {
    const { userData } = await answer
    const stored = currentSession()
    if (!stored) return
    if (grantKey(stored.userData) !== grantKey(userData)) endSession('untrusted')
    // The same user data keeps its object, so the page drawn from storage is not drawn again.
    else startSession({ ...stored, userData: sameData(stored.userData, userData) })
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined
    if (status === 401 || status === 403) {
      if (currentSession()) endSession('untrusted')
    } else {
      // The back end could not answer (offline): keep the session; it checks every call itself.
      const stored = currentSession()
      if (stored) startSession(stored)
    }
  } finally {
    finishSessionCheck()
  }
}

/**
 * Re-reads the signed-in user, whose counts (cart lines) follow the data: after
 * the sample data's reset, or another tab's change. A different identity is
 * left to the next check.
 */
export async function refreshSessionUser(): Promise<void> {
  const { userData } = await api(authEndpoints.getMe)
  const stored = currentSession()
  if (stored && grantKey(stored.userData) === grantKey(userData))
    startSession({ ...stored, userData })
}

/**
 * Another tab stored a session with other user data (another account, other
 * grants): it is taken only once the back end confirms it with its own token.
 * A session the back end refuses, or whose user data differs from the back
 * end's, is not trusted and ends.
 */
async function checkForeign(stored: StoredSession): Promise<void> {
  try {
    const { userData } = await api(authEndpoints.getMe, { token: stored.accessToken })
    if (grantKey(userData) !== grantKey(stored.userData)) endSession('untrusted')
    else startSession({ ...stored, userData })
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      endSession('untrusted')
    }
  }
}

onForeignSession((stored) => void checkForeign(stored))
