import type { MantineColorsTuple } from '@mantine/core'

// The colours the theme is built from, kept apart from the theme so that their contrast and
// their distance from one another are tested (palette.test.ts) on the values themselves.

/**
 * A terracotta brand colour (hue 17°). Shade 8 on white and white on shade 8 reach 5.8:1,
 * shade 4 on the dark skin 5.8:1 (WCAG AA for body text).
 */
export const brand: MantineColorsTuple = [
  '#fff1eb',
  '#ffe0d3',
  '#fcbea6',
  '#f89a76',
  '#f47b4d',
  '#f16834',
  '#e85a25',
  '#c94a19',
  '#b33f12',
  '#9a340c',
]

/**
 * The app's red, the colour of errors and of deleting: Mantine's red turned from hue 0° to a
 * crimson (hue 342°), each shade at the luminance of Mantine's, so every contrast stays what it
 * was. Mantine's own red sat 17° from the brand, and a focused field looked invalid; this one
 * sits more than 30° away.
 */
export const red: MantineColorsTuple = [
  '#fff5f8',
  '#ffe2eb',
  '#ffc7d8',
  '#ffa5c0',
  '#ff83a8',
  '#ff6694',
  '#fa4c80',
  '#ef376e',
  '#df2b61',
  '#c52958',
]

/** The body backgrounds of the two skins (Mantine's white and dark 7) and the dark inputs' (dark 6). */
export const backgrounds = { light: '#ffffff', dark: '#242424', darkInput: '#2e2e2e' } as const

/** Error text and an invalid field's border: 5.5:1 on white, 6.7:1 on the dark body. */
export const errorColour = { light: red[9], dark: red[4] } as const

/**
 * A red "light" button's text on the light skin: red 9 is 3.8:1 on the button's hover background
 * (red 2), this darker crimson 4.9:1 (and 5.9:1 on its resting red 1).
 */
export const redLightText = '#a81f4a'

/**
 * The focus ring (and a focused field's border) in a blue that is neither the brand nor an error:
 * Mantine's blue 8 on the light skin (5.0:1 on white), blue 4 on the dark one (6.3:1).
 */
export const focusColour = { light: '#1971c2', dark: '#4dabf7' } as const
