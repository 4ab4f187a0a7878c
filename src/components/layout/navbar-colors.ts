import type { LayoutPreferences } from '@/lib/layout-preferences'

/** The navbar's background for each colour choice: shade 9, so white text keeps at least 5:1. */
export function navbarBackground(color: LayoutPreferences['navbarColor']): string {
  if (color === 'white') return 'var(--mantine-color-body)'
  if (color === 'dark') return 'var(--mantine-color-dark-7)'
  return `var(--mantine-color-${color}-9)`
}
