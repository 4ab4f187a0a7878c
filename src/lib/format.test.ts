import i18next from 'i18next'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  formatDay,
  formatDayTime,
  formatLocale,
  formatMoney,
  formatNumber,
  formatPickedDays,
  formatRelative,
  formatTime,
  moneyInputFormat,
  percentInputFormat,
  prepareFormats,
} from './format'

// Local times (no zone): the test reads the same in every time zone.
const now = new Date('2026-05-20T12:00:00').getTime()
const ago = (ms: number) => new Date(now - ms).toISOString()
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

beforeAll(() => i18next.init({ lng: 'en', resources: {}, fallbackLng: false }))
afterAll(() => i18next.changeLanguage('en'))

describe('the formatting module in English', () => {
  it('writes a day one way, whether it comes as a day, an instant or a Date', () => {
    expect(formatDay('2019-03-04')).toBe('Mar 4, 2019')
    expect(formatDay('2025-11-20T08:05:00')).toBe('Nov 20, 2025')
    expect(formatDay(new Date('2030-03-05T23:30:00'))).toBe('Mar 5, 2030')
    // A day at the turn of a year stays that day in every zone.
    expect(formatDay('2025-12-31')).toBe('Dec 31, 2025')
  })

  it('writes a day with its time, and a time, on the 24-hour clock', () => {
    expect(formatDayTime('2025-11-20T08:05:00')).toBe('Nov 20, 2025, 08:05')
    expect(formatDayTime('2025-11-20 21:40:00')).toBe('Nov 20, 2025, 21:40')
    expect(formatTime('2026-05-20T08:05:00')).toBe('08:05')
    expect(formatTime('2026-05-20T00:30:00')).toBe('00:30')
  })

  it('writes a relative time, and the day once it is a week old', () => {
    expect(formatRelative(ago(10_000), now)).toBe('now')
    expect(formatRelative(ago(5 * MINUTE), now)).toBe('5 minutes ago')
    expect(formatRelative(ago(2 * HOUR + MINUTE), now)).toBe('2 hours ago')
    expect(formatRelative(ago(26 * HOUR), now)).toBe('yesterday')
    expect(formatRelative(ago(3 * DAY), now)).toBe('3 days ago')
    expect(formatRelative('2026-04-01T12:00:00', now)).toBe('Apr 1, 2026')
    expect(formatRelative(new Date(now + HOUR), now)).toBe('now')
  })

  it('shows text that is no date as it is', () => {
    expect(formatDay('soon')).toBe('soon')
    expect(formatDayTime('')).toBe('')
  })

  it('writes the days of a date input', () => {
    const input = { type: 'default', locale: 'en', format: '', labelSeparator: '–' } as const
    expect(formatPickedDays({ ...input, date: '2026-11-24' })).toBe('Nov 24, 2026')
    expect(formatPickedDays({ ...input, date: '2026-11-24 19:30:00' })).toBe('Nov 24, 2026')
    expect(formatPickedDays({ ...input, type: 'range', date: ['2026-11-24', '2026-11-26'] })).toBe(
      'Nov 24, 2026 – Nov 26, 2026',
    )
    expect(formatPickedDays({ ...input, date: null })).toBe('')
  })

  it('writes money in the one currency, never as minus zero', () => {
    expect(formatMoney(1024.5)).toBe('$1,024.50')
    expect(formatMoney(-205.75)).toBe('-$205.75')
    expect(formatMoney(-0)).toBe('$0.00')
    expect(formatMoney(4860, { whole: true })).toBe('$4,860')
    expect(formatMoney(48_200, { compact: true })).toBe('$48K')
    expect(percentInputFormat()).toEqual({
      prefix: '',
      suffix: '%',
      decimalSeparator: '.',
      thousandSeparator: ',',
    })
    expect(moneyInputFormat()).toEqual({
      prefix: '$',
      suffix: '',
      decimalSeparator: '.',
      thousandSeparator: ',',
    })
  })

  it('writes numbers and signed percentages', () => {
    expect(formatNumber(12_480)).toBe('12,480')
    const growth = {
      style: 'percent',
      signDisplay: 'exceptZero',
      minimumFractionDigits: 1,
    } as const
    expect(formatNumber(0.084, growth)).toBe('+8.4%')
  })
})

describe('the formatting module follows the active language', () => {
  beforeAll(() => i18next.changeLanguage('de'))
  afterAll(() => i18next.changeLanguage('en'))

  it('writes each kind in German', () => {
    expect(formatLocale()).toBe('de')
    expect(formatDay('2019-03-04')).toBe('4. März 2019')
    expect(formatDayTime('2025-11-20T08:05:00')).toBe('20. Nov. 2025, 08:05')
    expect(formatTime('2026-05-20T21:40:00')).toBe('21:40')
    expect(formatRelative(ago(26 * HOUR), now)).toBe('gestern')
    expect(formatRelative(ago(5 * MINUTE), now)).toBe('vor 5 Minuten')
    expect(formatMoney(1024.5)).toBe('1.024,50\u00a0$')
    expect(formatNumber(12_480)).toBe('12.480')
    // An amount field takes the amount as formatMoney writes it.
    expect(moneyInputFormat()).toEqual({
      prefix: '',
      suffix: '\u00a0$',
      decimalSeparator: ',',
      thousandSeparator: '.',
    })
    // A percentage field too: German and French put a space before the sign.
    expect(percentInputFormat()).toMatchObject({
      prefix: '',
      suffix: '\u00a0%',
      decimalSeparator: ',',
    })
  })

  it("writes Portuguese as Portugal's", async () => {
    await i18next.changeLanguage('pt')
    expect(formatLocale()).toBe('pt-PT')
    expect(formatDay('2025-11-20')).toBe('20/11/2025')
    expect(formatMoney(24.5)).toBe('24,50\u00a0US$')
  })
})

describe('prepareFormats', () => {
  it('leaves the current task at once and makes the formatters in two tasks of their own', () => {
    vi.useFakeTimers()
    try {
      prepareFormats()
      expect(vi.getTimerCount()).toBe(1)
      vi.runOnlyPendingTimers()
      expect(vi.getTimerCount()).toBe(1)
      vi.runOnlyPendingTimers()
      expect(vi.getTimerCount()).toBe(0)
      expect(formatNumber(1234)).toBe('1,234')
    } finally {
      vi.useRealTimers()
    }
  })
})
