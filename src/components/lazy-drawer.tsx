import type { DrawerProps } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useDrawnWhenOpened } from './use-drawn-when-opened'

/** Fetches Mantine's drawer (`drawer.ts`, a chunk of its own); a page asks once its list is painted. */
export const loadDrawer = () => import('./drawer')

const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })))

/**
 * Mantine's drawer for one that is not part of a page's first screen (a small screen's folders or
 * filters): nothing is drawn until it first opens (`useDrawnWhenOpened`), and its code is fetched
 * then, if the page has not asked for it already.
 */
export function LazyDrawer(props: DrawerProps) {
  const drawer = useDrawnWhenOpened(props.opened)
  if (!drawer.drawn) return null
  return (
    <Suspense fallback={null}>
      <Drawer {...props} opened={drawer.opened} />
    </Suspense>
  )
}
