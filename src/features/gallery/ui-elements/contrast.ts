/** WCAG 2 relative luminance of a #rrggbb or #rgb colour (Mantine's white is "#fff"). */
export function luminance(hex: string): number {
  const short = hex.replace('#', '')
  const value = short.length === 3 ? [...short].map((c) => c + c).join('') : short
  const channels = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
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
