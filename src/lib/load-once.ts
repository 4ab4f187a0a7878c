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
