import { loadOnce } from '@/lib/load-once'

/**
 * A route's loader that the router plugin split into the route's own file: the router's `lazyFn`,
 * except that the file's module is kept once it has loaded (`loadOnce`). The router's own awaits
 * `import()` at every call: every navigation that ran a split loader (a list's next page, a
 * search) waited a task, and maybe a frame, before the loader could start. Route files get this
 * one through scripts/vite-split-loaders.ts.
 */
export function lazyFn<
  T extends Record<string, (...args: never[]) => unknown>,
  K extends keyof T = 'default',
>(load: () => Promise<T>, key?: K) {
  const module = loadOnce(load)
  return async (...args: Parameters<T[K]>): Promise<Awaited<ReturnType<T[K]>>> => {
    const loader = (await module())[key ?? 'default'] as (
      ...args: Parameters<T[K]>
    ) => ReturnType<T[K]>
    return await loader(...args)
  }
}
