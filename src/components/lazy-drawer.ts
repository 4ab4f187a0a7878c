import { lazy } from 'react'

/** Fetches Mantine's drawer (`drawer.ts`, a chunk of its own); a page asks once its list is painted. */
export const loadDrawer = () => import('./drawer')

/**
 * Mantine's drawer, fetched when first drawn: for a drawer that is not part of a page's first
 * screen, drawn only once it first opens (`useDrawnWhenOpened`) inside a `Suspense`.
 */
export const LazyDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })))
