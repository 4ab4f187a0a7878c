import { describe, expect, it } from 'vitest'
import { contrastRatio, hueDistance } from '@/lib/colour'
import { backgrounds, brand, errorColour, focusColour, red, redLightText } from './palette'

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
    expect(contrastRatio(focusColour.light, backgrounds.light)).toBeGreaterThanOrEqual(3)
    expect(contrastRatio(focusColour.dark, backgrounds.dark)).toBeGreaterThanOrEqual(3)
    expect(contrastRatio(focusColour.dark, backgrounds.darkInput)).toBeGreaterThanOrEqual(3)
  })

  it('gives error text 4.5:1 on each skin (WCAG AA)', () => {
    expect(contrastRatio(errorColour.light, backgrounds.light)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(errorColour.dark, backgrounds.dark)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(errorColour.dark, backgrounds.darkInput)).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps white text on the primary colour and primary text on each skin at 4.5:1', () => {
    expect(contrastRatio('#ffffff', primary.light)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(primary.light, backgrounds.light)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(primaryTextDark, backgrounds.dark)).toBeGreaterThanOrEqual(4.5)
  })

  it("keeps a light button's text at 4.5:1 on its background and its hover background", () => {
    // Mantine's light variant on the light skin: shade 1 behind, shade 2 on hover.
    for (const background of [red[1], red[2]])
      expect(contrastRatio(redLightText, background)).toBeGreaterThanOrEqual(4.5)
    for (const background of [brand[1], brand[2]])
      expect(contrastRatio(brand[9], background)).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps white text on a red button (shade 8, the filled shade) at 4.5:1', () => {
    expect(contrastRatio('#ffffff', red[8])).toBeGreaterThanOrEqual(4.5)
  })
})
