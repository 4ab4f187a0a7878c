import { useState } from 'react'
import { createStore, useStore, type StoreApi } from 'zustand'

/**
 * What a dialog is open for (the record to delete), in a small store of the page's own rather
 * than in the page's state: opening or closing the dialog re-renders the dialog, not the page
 * and its table.
 */
export interface TargetStore<T> {
  open: (target: T) => void
  close: () => void
  state: StoreApi<{ target: T | null }>
}

function targetStore<T>(): TargetStore<T> {
  const state = createStore<{ target: T | null }>(() => ({ target: null }))
  return {
    open: (target) => state.setState({ target }),
    close: () => state.setState({ target: null }),
    state,
  }
}

/** A store of the page's own, the same for the page's life. */
export function useTargetStore<T>(): TargetStore<T> {
  const [store] = useState(targetStore<T>)
  return store
}

/** The store's target, re-rendering the caller (the dialog) when it changes. */
export function useTarget<T>(store: TargetStore<T>): T | null {
  return useStore(store.state, (state) => state.target)
}
