import { useState, useSyncExternalStore } from 'react'

/**
 * What a dialog is open for (the record to delete), held outside the page's state: opening or
 * closing the dialog re-renders the dialog, not the page and its table.
 */
export interface TargetStore<T> {
  open: (target: T) => void
  close: () => void
  get: () => T | null
  subscribe: (listener: () => void) => () => void
}

function targetStore<T>(): TargetStore<T> {
  let target: T | null = null
  const listeners = new Set<() => void>()
  const set = (next: T | null) => {
    target = next
    for (const listener of listeners) listener()
  }
  return {
    open: (next) => set(next),
    close: () => set(null),
    get: () => target,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** A store of the page's own, the same for the page's life. */
export function useTargetStore<T>(): TargetStore<T> {
  const [store] = useState(targetStore<T>)
  return store
}

/** The store's target, re-rendering the caller (the dialog) when it changes. */
export function useTarget<T>(store: TargetStore<T>): T | null {
  return useSyncExternalStore(store.subscribe, store.get)
}
