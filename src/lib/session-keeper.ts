import { pendingRefresh, refreshSession } from './api-client'
import { endSession, sessionStore } from './session'
import { lastActivityAt, noteActivity } from './session-activity'

/** A user who clicked, typed or called within this time is working (the refresh token's life). */
export const ACTIVE_WINDOW_MS = 10 * 60_000
/** Tokens are refreshed this long before the access token expires. */
export const REFRESH_AHEAD_MS = 2 * 60_000
const TICK_MS = 15_000
const FALLBACK_LIFETIME_MS = 10 * 60_000

/** A token's life (exp − iat), read from its payload; the deadline counts from when it was received. */
export function lifetimeMs(token: string): number {
  try {
    const payload = token.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown }
    if (typeof iat === 'number' && typeof exp === 'number' && exp > iat) return (exp - iat) * 1000
  } catch {
    // Not a JWT we can read: the SPEC lifetime.
  }
  return FALLBACK_LIFETIME_MS
}

/**
 * Keeps a working user signed in and signs an idle one out. While the user
 * has been active within ACTIVE_WINDOW_MS, the tokens are refreshed
 * REFRESH_AHEAD_MS before the access token expires. Once the refresh token's
 * life is over without a refresh, the session ends: `idle` when the user did
 * nothing in that time (the sign-in page says so), else `expired`.
 */
export function checkSession(now = Date.now()): Promise<unknown> {
  // A refresh under way decides: its answer renews the deadline it was started ahead of.
  const pending = pendingRefresh()
  if (pending) return pending
  const state = sessionStore.getState()
  if (state.status !== 'signed-in') return Promise.resolve()
  const { session } = state
  const received = session.receivedAt ?? now
  const active = now - lastActivityAt() < ACTIVE_WINDOW_MS
  if (now >= received + lifetimeMs(session.refreshToken)) {
    endSession(active ? 'expired' : 'idle')
    return Promise.resolve()
  }
  if (active && now >= received + lifetimeMs(session.accessToken) - REFRESH_AHEAD_MS) {
    return refreshSession()
  }
  return Promise.resolve()
}

let started = false

/** Watches clicks and keys, and checks the session every few seconds (src/main.tsx). */
export function startSessionKeeper(): void {
  if (started) return
  started = true
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, noteActivity, { capture: true, passive: true })
  }
  setInterval(() => void checkSession(), TICK_MS)
}
