import { lazy, useState, type ComponentType, type JSX } from 'react'
import { loadOnce } from '@/lib/load-once'

/**
 * A component whose code is a chunk of its own, with the function that fetches it (`preload`,
 * for a page to call once it is idle). Once the chunk has arrived, the component draws in the
 * render that asks for it; before that it is a `React.lazy` one, under the caller's `Suspense`.
 *
 * `React.lazy` alone suspends at each instance's first render even when its module is already
 * loaded (its `import()` settles a task later), and React shows a suspended boundary's content no
 * sooner than 300 ms after it showed the fallback (`FALLBACK_THROTTLE_MS`): the invoice list's
 * delete dialog, its code fetched long before, appeared 311–345 ms after the click in Chromium,
 * and 8–26 ms through this (docs/decisions.md).
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): [component: ComponentType<P>, preload: () => Promise<ComponentType<P>>] {
  let loaded: ComponentType<P> | undefined
  const preload = loadOnce(() =>
    load().then((component) => {
      loaded = component
      return component
    }),
  )
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Preloaded(props: P) {
    // Chosen once per instance: going from the lazy component to the loaded one would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...(props as P & JSX.IntrinsicAttributes)} />
  }
  return [Preloaded, preload]
}
