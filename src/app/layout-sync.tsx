import { DEFAULT_THEME, useDirection } from '@mantine/core'
import { useEffect } from 'react'
import { useLayout } from '@/lib/layout-preferences'

/**
 * The browser's own bar (`theme-color`) matches the page's body: white (index.html's value) and
 * Mantine's dark body colour, dark 7 (src/app/theme.ts keeps Mantine's dark palette).
 */
export const THEME_COLORS = { light: '#ffffff', dark: DEFAULT_THEME.colors.dark[7] } as const

/**
 * Keeps the document in step with the layout preferences: `dir` (and
 * Mantine's direction context) for RTL, `data-skin` for the bordered skin,
 * and the `theme-color` that tints a phone's browser bar.
 */
export function LayoutSync() {
  const direction = useLayout('direction')
  const skin = useLayout('skin')
  const { setDirection } = useDirection()
  useEffect(() => {
    setDirection(direction)
    document.documentElement.setAttribute('dir', direction)
  }, [direction, setDirection])
  useEffect(() => {
    document.documentElement.setAttribute('data-skin', skin)
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', THEME_COLORS[skin === 'dark' ? 'dark' : 'light'])
  }, [skin])
  return null
}
