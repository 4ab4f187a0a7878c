import type { LayoutPreferences } from '@/lib/layout-preferences'

/**
 * The palette and shade of a navbar colour: shade 9, so white text keeps at least 5:1 (dark 7,
 * the dark skin's body); none for white, which is the skin's surface. The build reads it too, for
 * the loading screen's frame (vite.config.ts).
 */
export function navbarShade(
  color: LayoutPreferences['navbarColor'],
): readonly [palette: string, shade: number] | undefined {
  if (color === 'white') return undefined
  if (color === 'dark') return ['dark', 7]
  return [color, 9]
}

/** The navbar's background for each colour choice. */
export function navbarBackground(color: LayoutPreferences['navbarColor']): string {
  const shade = navbarShade(color)
  return shade
    ? `var(--mantine-color-${shade[0]}-${String(shade[1])})`
    : 'var(--mantine-color-body)'
}
