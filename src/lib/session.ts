import { z } from 'zod/mini'
import { createStore, useStore } from 'zustand'
import { authUserSchema, sessionTokensSchema, type AuthUser } from '@/contract/auth'

export const SESSION_STORAGE_KEY = 'tavola.session'

const storedSessionSchema = z.extend(sessionTokensSchema, { userData: authUserSchema })
export type StoredSession = z.infer<typeof storedSessionSchema>

/** Why a session ended: the user signed out, it expired, or what was stored could not be trusted. */
export type EndReason = 'signed-out' | 'expired' | 'untrusted'

export type SessionState =
  | { status: 'checking'; session: StoredSession }
  | { status: 'signed-in'; session: StoredSession }
  | { status: 'signed-out'; session?: undefined; endReason?: EndReason }

/** Reads the stored session; anything that does not parse is removed and treated as signed out. */
export function readStoredSession(): StoredSession | undefined {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY)
  if (raw === null) return undefined
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw))
    if (parsed.success) return parsed.data
  } catch {
    // Not JSON: fall through and discard it.
  }
  localStorage.removeItem(SESSION_STORAGE_KEY)
  return undefined
}

function initialState(): SessionState {
  const stored = readStoredSession()
  return stored ? { status: 'checking', session: stored } : { status: 'signed-out' }
}

export const sessionStore = createStore<SessionState>(initialState)

let markReady: () => void = () => {}
let ready: Promise<void> = Promise.resolve()

/** Resolves once a stored session has been checked with the back end (at once when there is none). */
export function whenSessionReady(): Promise<void> {
  return ready
}

/** Called once at start-up when a stored session still has to be checked. */
export function beginSessionCheck(): void {
  ready = new Promise((resolve) => (markReady = resolve))
}

export function finishSessionCheck(): void {
  markReady()
}

/** Stores a fresh sign-in (login, register or refresh) in memory and in browser storage. */
export function startSession(session: StoredSession): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
  sessionStore.setState({ status: 'signed-in', session }, true)
}

export function endSession(endReason: EndReason): void {
  localStorage.removeItem(SESSION_STORAGE_KEY)
  sessionStore.setState({ status: 'signed-out', endReason }, true)
}

export function currentSession(): StoredSession | undefined {
  return sessionStore.getState().session
}

/** The signed-in user, or undefined. */
export function useAuthUser(): AuthUser | undefined {
  return useStore(sessionStore, (state) =>
    state.status === 'signed-in' ? state.session.userData : undefined,
  )
}

// Another tab signing out (or in as someone else) removes or replaces the stored session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return
    const stored = readStoredSession()
    const state = sessionStore.getState()
    if (!stored && state.status === 'signed-in')
      sessionStore.setState({ status: 'signed-out', endReason: 'signed-out' }, true)
    else if (stored && state.status === 'signed-in')
      sessionStore.setState({ status: 'signed-in', session: stored }, true)
  })
}
