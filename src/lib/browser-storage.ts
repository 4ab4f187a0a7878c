type FullListener = () => void
let fullListener: FullListener = () => {}
let toldFull = false

/**
 * Stores a value in localStorage and never throws. When the browser refuses
 * (storage full, or storage off), the older copy is removed, so a later load
 * never takes a stale value (a spent refresh token) for the current one: the
 * value lives in memory only, and the user is told once (`onStorageFull`).
 * Returns whether it was stored.
 */
export function storeItem(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value)
    return true
  } catch {
    try {
      localStorage.removeItem(key)
    } catch {
      // Storage off altogether: nothing to remove.
    }
    if (!toldFull) {
      toldFull = true
      fullListener()
    }
    return false
  }
}

/** Set once by the app (src/app/app.tsx): how the user is told that choices will not be remembered. */
export function onStorageFull(listener: FullListener): void {
  fullListener = listener
}
