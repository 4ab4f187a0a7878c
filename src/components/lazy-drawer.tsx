import type { DrawerProps } from '@mantine/core'
import { Suspense } from 'react'
import { preloadable } from './preloadable'
import { useDrawnWhenOpened } from './use-drawn-when-opened'

/**
 * Mantine's drawer (`drawer.ts`, a chunk of its own), and the function that fetches it: a page
 * asks once its list is painted.
 */
const [Drawer, loadDrawer] = preloadable(() => import('./drawer').then((module) => module.Drawer))
export { loadDrawer }

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
