import { useId as useReactId } from 'react'

/**
 * Stands in for Mantine's `useId` (vite.config.ts, `mantineModuleSwaps`). Mantine's first render
 * uses React's id, then swaps it for a random one in a layout effect: a second, synchronous render
 * of every input, checkbox, menu, popover and tooltip just after it mounts (on a first screen about
 * two hundred components; on a new page of table rows, every row's checkbox). React's id is unique
 * in the app's one React root and stable, so it is kept.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId()
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`
}
