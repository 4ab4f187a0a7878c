/**
 * A route's loader that the router plugin split into the route's own file: the router's `lazyFn`,
 * except that the file's module is kept once it has loaded. The router's own awaits `import()`
 * at every call, and the browser settles an `import()`, even of a module it already holds, in a
 * later task, where it may draw a frame first: every navigation that ran a split loader (a
 * list's next page, a search) waited for that task before the loader could start. Route files
 * get this one through scripts/vite-split-loaders.ts.
 */
export function lazyFn<
  T extends Record<string, (...args: never[]) => unknown>,
  K extends keyof T = 'default',
>(load: () => Promise<T>, key?: K) {
  let loaded: T | undefined
  return async (...args: Parameters<T[K]>): Promise<Awaited<ReturnType<T[K]>>> => {
    loaded ??= await load()
    const loader = loaded[key ?? 'default'] as (...args: Parameters<T[K]>) => ReturnType<T[K]>
    return await loader(...args)
  }
}
