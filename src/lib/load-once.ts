/**
 * `load` (an `import()`) asked for at the first call only; later calls share its promise, which
 * `await` reads within the same task once it has settled. A second `import()` of a module already
 * loaded settles in a later task instead, where the browser may draw a frame first, so code that
 * every navigation runs (the page guard, the route loaders, the pickers' names) keeps what it
 * asked for. A failed load is forgotten: the next call asks again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}

/**
 * Fetches code ahead of its use (each `load` a `loadOnce`): on a sign of intent (a pointer over a
 * button), or once the page is idle (`prefetchWhenIdle`). A failed fetch (offline before the
 * service worker holds the files) is dropped here: `loadOnce` forgets it, and the code is asked
 * for again when it is wanted, where the failure shows.
 */
export function prefetch(...loads: (() => Promise<unknown>)[]): void {
  void Promise.all(loads.map((load) => load())).catch(() => undefined)
}
