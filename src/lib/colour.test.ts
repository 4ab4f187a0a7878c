import { describe, expect, it } from 'vitest'
import {
  channels,
  contrastRatio,
  hue,
  hueDistance,
  luminance,
  readableText,
  wcagLevel,
} from './colour'

describe('colour', () => {
  it('reads hex colours and the colours a browser computes', () => {
    expect(channels('#b33f12')).toEqual([179, 63, 18])
    expect(channels('#FFF')).toEqual([255, 255, 255])
    expect(channels('rgb(25, 113, 194)')).toEqual([25, 113, 194])
    expect(channels(' rgba(25, 113, 194, 0.5)')).toEqual([25, 113, 194])
    expect(() => channels('transparent')).toThrow('not a colour: transparent')
    expect(() => channels('#12345')).toThrow()
  })

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

  it('measures hues and how far apart they are', () => {
    expect(hue('#ff0000')).toBe(0)
    expect(hue('#00ff00')).toBe(120)
    expect(hue('#0000ff')).toBe(240)
    expect(hue('#777777')).toBe(0)
    expect(hue('#b33f12')).toBeCloseTo(17, 0)
    // The short way round the wheel: 350° and 10° are 20° apart.
    expect(hueDistance('#ff002b', '#ff2b00')).toBeCloseTo(20, 0)
    expect(hueDistance('#00ffff', '#ff0000')).toBe(180)
  })
})
