import { z } from 'zod/mini'
import { createStore, useStore } from 'zustand'
import { authUserSchema, sessionTokensSchema, type AuthUser } from '@/contract/auth'
import { storeItem } from './browser-storage'
import { SESSION_STORAGE_KEY } from './session-key'

export { SESSION_STORAGE_KEY }

const storedSessionSchema = z.extend(sessionTokensSchema, {
  userData: authUserSchema,
  /** When this browser received the tokens (ms): their deadlines count from it, whatever the server's clock. */
  receivedAt: z.optional(z.number()),
})
export type StoredSession = z.infer<typeof storedSessionSchema>

/**
 * Why a session ended: the user signed out, it expired while the user was
 * active (a refresh failed), it expired while the user was idle, or what was
 * stored could not be trusted.
 */
export type EndReason = 'signed-out' | 'expired' | 'idle' | 'untrusted'

/** Who the session is and what it may do: two sessions with the same key grant the same. */
export function grantKey(user: AuthUser): string {
  const rules = user.ability.map((rule) => `${rule.action}:${rule.subject}`).sort()
  return JSON.stringify([user.id, user.email, user.role, rules])
}

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
export function startSession(fresh: StoredSession): void {
  const session = { ...fresh, receivedAt: fresh.receivedAt ?? Date.now() }
  storeItem(SESSION_STORAGE_KEY, JSON.stringify(session))
  sessionStore.setState({ status: 'signed-in', session }, true)
}

/**
 * The signed-in user's name or photo as just saved (account settings): kept with the session,
 * so that the navbar shows them in this tab and, through storage, in the others.
 */
export function updateSessionUser(change: Pick<AuthUser, 'fullName' | 'avatar'>): void {
  const state = sessionStore.getState()
  if (state.status !== 'signed-in') return
  startSession({ ...state.session, userData: { ...state.session.userData, ...change } })
}

export function endSession(endReason: EndReason): void {
  localStorage.removeItem(SESSION_STORAGE_KEY)
  sessionStore.setState({ status: 'signed-out', endReason }, true)
}

export function currentSession(): StoredSession | undefined {
  return sessionStore.getState().session
}

/**
 * The user of the session in use: signed in, or stored and still being checked. Pages render from
 * a stored session at once rather than after the check's round trip; the back end checks every
 * call itself, and a failed check ends the session (the router then shows /login).
 */
export function userOf(state: SessionState): AuthUser | undefined {
  return state.status === 'signed-out' ? undefined : state.session.userData
}

/** The signed-in user (or the stored one being checked), or undefined. */
export function useAuthUser(): AuthUser | undefined {
  return useStore(sessionStore, userOf)
}

let checkForeignSession: (stored: StoredSession) => void = () => {}

/** Set by src/lib/session-check.ts: how a session another tab stored with other user data is checked. */
export function onForeignSession(check: (stored: StoredSession) => void): void {
  checkForeignSession = check
}

/**
 * Another tab signed out, refreshed the tokens, or signed in as someone else.
 * New tokens for the same user and grants are taken at once (the back end
 * checks tokens on every call); any other change is checked with the back end
 * first (`onForeignSession`), so an edited ability never opens a page.
 */
function followOtherTab(): void {
  const stored = readStoredSession()
  const state = sessionStore.getState()
  if (state.status !== 'signed-in') return
  if (!stored) sessionStore.setState({ status: 'signed-out', endReason: 'signed-out' }, true)
  else if (grantKey(stored.userData) === grantKey(state.session.userData))
    sessionStore.setState({ status: 'signed-in', session: stored }, true)
  else checkForeignSession(stored)
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) followOtherTab()
  })
}
