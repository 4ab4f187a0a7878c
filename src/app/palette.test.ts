import { describe, expect, it } from 'vitest'
import { backgrounds, brand, errorColour, focusColour, red, redLightText } from './palette'

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

/** The hue in degrees (HSL). */
function hue(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex)
  const max = Math.max(r, g, b)
  const span = max - Math.min(r, g, b)
  if (span === 0) return 0
  const sector =
    max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4
  return (sector * 60 + 360) % 360
}

/** How far apart two hues are on the colour wheel (0° to 180°). */
function hueDistance(a: string, b: string): number {
  const apart = Math.abs(hue(a) - hue(b))
  return Math.min(apart, 360 - apart)
}

const primary = { light: brand[8], dark: brand[8] }
/** The primary colour as text and outlines on the dark skin (Mantine's light variant there). */
const primaryTextDark = brand[4]

describe('palette', () => {
  it('keeps the primary colour clearly apart from the error colour in both skins', () => {
    expect(hueDistance(primary.light, errorColour.light)).toBeGreaterThanOrEqual(30)
    expect(hueDistance(primary.dark, errorColour.dark)).toBeGreaterThanOrEqual(30)
    expect(hueDistance(primaryTextDark, errorColour.dark)).toBeGreaterThanOrEqual(30)
    // Red buttons (delete) stand apart from primary ones too.
    expect(hueDistance(primary.light, red[6])).toBeGreaterThanOrEqual(30)
  })

  it('rings focus in a colour far from both the error colour and the brand', () => {
    for (const skin of ['light', 'dark'] as const) {
      expect(hueDistance(focusColour[skin], errorColour[skin])).toBeGreaterThanOrEqual(90)
      expect(hueDistance(focusColour[skin], primary[skin])).toBeGreaterThanOrEqual(90)
    }
  })

  it('gives focus rings 3:1 against the background of each skin (WCAG 1.4.11)', () => {
    expect(contrast(focusColour.light, backgrounds.light)).toBeGreaterThanOrEqual(3)
    expect(contrast(focusColour.dark, backgrounds.dark)).toBeGreaterThanOrEqual(3)
    expect(contrast(focusColour.dark, backgrounds.darkInput)).toBeGreaterThanOrEqual(3)
  })

  it('gives error text 4.5:1 on each skin (WCAG AA)', () => {
    expect(contrast(errorColour.light, backgrounds.light)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(errorColour.dark, backgrounds.dark)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(errorColour.dark, backgrounds.darkInput)).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps white text on the primary colour and primary text on each skin at 4.5:1', () => {
    expect(contrast('#ffffff', primary.light)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(primary.light, backgrounds.light)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(primaryTextDark, backgrounds.dark)).toBeGreaterThanOrEqual(4.5)
  })

  it("keeps a light button's text at 4.5:1 on its background and its hover background", () => {
    // Mantine's light variant on the light skin: shade 1 behind, shade 2 on hover.
    for (const background of [red[1], red[2]])
      expect(contrast(redLightText, background)).toBeGreaterThanOrEqual(4.5)
    for (const background of [brand[1], brand[2]])
      expect(contrast(brand[9], background)).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps white text on a red button (shade 8, the filled shade) at 4.5:1', () => {
    expect(contrast('#ffffff', red[8])).toBeGreaterThanOrEqual(4.5)
  })
})
