import { createTheme, type MantineColorsTuple } from '@mantine/core'

// A terracotta brand colour. Shade 8 on white and white on shade 8 reach 5.8:1,
// shade 4 on the dark skin 5.8:1 (WCAG AA for body text).
const brand: MantineColorsTuple = [
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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 8 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
})
