// Colour arithmetic shared by the gallery's colour page, the palette's unit test and the e2e
// checks of computed styles, so that all three measure contrast and hue the same way.

/**
 * The red, green and blue channels (0 to 255) of a colour written as `#rrggbb`, `#rgb`
 * (Mantine's white is "#fff") or as a browser computes it, `rgb(r, g, b)` or `rgba(r, g, b, a)`.
 */
export function channels(colour: string): [number, number, number] {
  const text = colour.trim()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1]
  const parts = hex
    ? (hex.length === 3 ? [...hex].map((c) => c + c) : (hex.match(/../g) ?? [])).map((part) =>
        parseInt(part, 16),
      )
    : (/^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(text)?.slice(1).map(Number) ?? [])
  const [r, g, b] = parts
  if (r === undefined || g === undefined || b === undefined)
    throw new Error(`not a colour: ${colour}`)
  return [r, g, b]
}

/** WCAG 2 relative luminance, from 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The hue in degrees (HSL), from 0 to 360; a grey's is 0. */
export function hue(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => c / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const span = max - Math.min(r, g, b)
  if (span === 0) return 0
  const sector =
    max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4
  return (sector * 60 + 360) % 360
}

/** How far apart two hues are on the colour wheel (0° to 180°). */
export function hueDistance(a: string, b: string): number {
  const apart = Math.abs(hue(a) - hue(b))
  return Math.min(apart, 360 - apart)
}

/** Black or white text, whichever reads better on `background`, and its ratio. */
export function readableText(background: string): { color: '#000000' | '#ffffff'; ratio: number } {
  const onWhite = contrastRatio(background, '#ffffff')
  const onBlack = contrastRatio(background, '#000000')
  return onWhite >= onBlack
    ? { color: '#ffffff', ratio: onWhite }
    : { color: '#000000', ratio: onBlack }
}

/** The WCAG level that a ratio meets for normal-size text. */
export function wcagLevel(ratio: number): 'AAA' | 'AA' | 'fail' {
  return ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : 'fail'
}
