import { describe, expect, it } from 'vitest'
import { applyMask, isMaskComplete, masks } from './input-mask'

describe('applyMask', () => {
  it('formats typed digits for each mask', () => {
    expect(applyMask('393331234567', masks.phone)).toBe('+39 333 123 4567')
    expect(applyMask('4111111111111111', masks.card)).toBe('4111 1111 1111 1111')
    expect(applyMask('12312026', masks.date)).toBe('12/31/2026')
    expect(applyMask('1930', masks.time)).toBe('19:30')
  })

  it('writes a separator only once a digit follows it', () => {
    expect(applyMask('12', masks.date)).toBe('12')
    expect(applyMask('123', masks.date)).toBe('12/3')
    expect(applyMask('3', masks.phone)).toBe('+3')
    expect(applyMask('', masks.phone)).toBe('')
  })

  it('ignores anything that is not a digit and drops extra digits', () => {
    expect(applyMask('ab19:3x0', masks.time)).toBe('19:30')
    expect(applyMask('12345', masks.time)).toBe('12:34')
    expect(applyMask('4111-1111 1111 1111 9999', masks.card)).toBe('4111 1111 1111 1111')
  })

  it('is stable: formatting a formatted value changes nothing', () => {
    for (const mask of Object.values(masks)) {
      const once = applyMask('0123456789012345', mask)
      expect(applyMask(once, mask)).toBe(once)
    }
  })

  it('lets Backspace remove the digit before a separator', () => {
    // "12/3" minus its last character is "12/", which formats back to "12".
    expect(applyMask('12/', masks.date)).toBe('12')
  })
})

describe('isMaskComplete', () => {
  it('is true only when every digit place is filled', () => {
    expect(isMaskComplete('19:30', masks.time)).toBe(true)
    expect(isMaskComplete('19:3', masks.time)).toBe(false)
    expect(isMaskComplete('12/31/2026', masks.date)).toBe(true)
    expect(isMaskComplete('', masks.card)).toBe(false)
  })
})
