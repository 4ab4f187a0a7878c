import { describe, expect, it } from 'vitest'
import { contrastRatio, luminance, readableText, wcagLevel } from './contrast'

describe('contrast', () => {
  it('knows the extremes', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1)
    expect(luminance('#000000')).toBe(0)
    expect(luminance('#fff')).toBeCloseTo(1)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
  })

  it('matches the theme note: white on brand shade 8 is about 5.8:1', () => {
    expect(contrastRatio('#b33f12', '#ffffff')).toBeCloseTo(5.8, 1)
  })

  it('picks the text colour with the higher contrast', () => {
    expect(readableText('#fff1eb').color).toBe('#000000')
    expect(readableText('#9a340c').color).toBe('#ffffff')
    // Whatever the background, the better of black and white always reaches AA.
    for (const hex of ['#f47b4d', '#228be6', '#fab005', '#40c057', '#868e96'])
      expect(readableText(hex).ratio).toBeGreaterThanOrEqual(4.5)
  })

  it('grades ratios', () => {
    expect(wcagLevel(7.1)).toBe('AAA')
    expect(wcagLevel(4.5)).toBe('AA')
    expect(wcagLevel(3)).toBe('fail')
  })
})
