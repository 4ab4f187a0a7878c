import { parseMoney } from '@/contract/invoices'
import { formatBalance, isSettled } from './money'

describe('parseMoney', () => {
  it.each([
    [724, 724],
    [-205.75, -205.75],
    [0, 0],
    ['$724', 724],
    ['-$205.75', -205.75],
    ['$-205.75', -205.75],
    ['$1,024.50', 1024.5],
    ['1,234,567.8', 1234567.8],
    ['$0', 0],
    ['-$0', 0],
    [' $12.5 ', 12.5],
    ['42', 42],
  ] as const)('%j → %d', (input, expected) => {
    expect(parseMoney(input)).toBe(expected)
  })

  it.each(['', 'abc', '$', '$1,00', '12.345', '$$5', '1-2', '€5'])(
    'gives NaN for %j, which is not an amount',
    (input) => {
      expect(parseMoney(input)).toBeNaN()
    },
  )

  it('never gives -0', () => {
    expect(Object.is(parseMoney('-$0.00'), 0)).toBe(true)
  })
})

describe('formatBalance', () => {
  it("formats numbers and dollar strings alike, in the app's money format", () => {
    expect(formatBalance('$724')).toBe('$724.00')
    expect(formatBalance(724)).toBe('$724.00')
    expect(formatBalance('-$205.75')).toBe('-$205.75')
    expect(formatBalance('nonsense')).toBe('—')
  })

  it('treats exactly zero as settled', () => {
    expect(isSettled(0)).toBe(true)
    expect(isSettled('$0')).toBe(true)
    expect(isSettled('-$205.75')).toBe(false)
    expect(isSettled(0.01)).toBe(false)
  })
})
