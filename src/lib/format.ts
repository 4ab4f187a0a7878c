import type { DateFormatter } from '@mantine/dates'
import i18next from 'i18next'
import { CURRENCY, formatMoneyIn, type MoneyStyle } from '@/contract/money'
import type { Language } from './i18n'

// How the app writes dates, times, numbers and money: one formatter per kind, in the active
// language's conventions (Intl), so that a page never writes the same thing two ways.
//
// - a day: `Nov 20, 2025` (`20. Nov. 2025` in German);
// - a day with its time: `Nov 20, 2025, 14:05`;
// - a time: `14:05` (the 24-hour clock in every language, as the calendar's hours);
// - a relative time: `5 minutes ago`, `yesterday`, and the day after a week;
// - money in the one currency (`CURRENCY`, src/contract/money.ts), and plain numbers.

/** The week starts on Monday (0 is Sunday), in the calendar and in every date picker. */
export const FIRST_DAY_OF_WEEK = 1

/** The day kind's parts; the calendar's week columns show it without the year. */
export const DAY_PARTS = { day: 'numeric', month: 'short', year: 'numeric' } as const

/** The clock: hours and minutes, 24-hour (`14:05`, `09:00`). */
export const CLOCK_PARTS = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

/** The Intl locale of each language: Portuguese is Portugal's. */
const intlLocales: Record<Language, string> = { en: 'en', de: 'de', fr: 'fr', pt: 'pt-PT' }

/** The Intl locale of the active i18n language (English before i18n starts). */
export function formatLocale(): string {
  const language = i18next.resolvedLanguage ?? i18next.language
  return Object.hasOwn(intlLocales, language) ? intlLocales[language as Language] : 'en'
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>()

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: (locale: string) => T,
): T {
  const locale = formatLocale()
  const id = `${locale}|${key}`
  let format = cache.get(id) as T | undefined
  if (!format) {
    format = make(locale)
    cache.set(id, format)
  }
  return format
}

const dateFormat = (key: string, options: Intl.DateTimeFormatOptions) =>
  cached(key, (locale) => new Intl.DateTimeFormat(locale, options))

/** A calendar day as the data writes it: `2025-11-20`. */
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/

/** A day, a date-time string (ISO, or Mantine's `YYYY-MM-DD HH:mm:ss`), a Date or epoch ms. */
export type DateInput = string | number | Date

const instant = (value: DateInput) =>
  value instanceof Date
    ? value
    : new Date(typeof value === 'string' ? value.replace(' ', 'T') : value)

/** Writes `value` with `format`; text that is no date is shown as it is. */
function write(format: Intl.DateTimeFormat, date: Date, value: DateInput): string {
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date)
}

/**
 * The day kind: `Nov 20, 2025`. A `YYYY-MM-DD` day is a calendar day, the same in every time
 * zone; an instant is shown as the day it is in the user's zone.
 */
export function formatDay(value: DateInput): string {
  if (typeof value === 'string' && DAY_TEXT.test(value)) {
    const format = dateFormat('day-utc', { ...DAY_PARTS, timeZone: 'UTC' })
    return write(format, new Date(`${value}T00:00:00Z`), value)
  }
  return write(dateFormat('day', DAY_PARTS), instant(value), value)
}

/** The day-with-time kind, in the user's zone: `Nov 20, 2025, 14:05`. */
export function formatDayTime(value: DateInput): string {
  return write(dateFormat('day-time', { ...DAY_PARTS, ...CLOCK_PARTS }), instant(value), value)
}

/** The time of day alone, in the user's zone: `14:05`. */
export function formatTime(value: DateInput): string {
  return write(dateFormat('time', CLOCK_PARTS), instant(value), value)
}

const DAY_MS = 86_400_000
const relativeSteps: [unit: Intl.RelativeTimeFormatUnit, ms: number][] = [
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/**
 * The relative kind: `now`, `5 minutes ago`, `2 hours ago`, `yesterday`, `3 days ago`; a week or
 * more ago, the day (`Nov 20, 2025`). A time still to come reads as now.
 */
export function formatRelative(value: DateInput, now: number = Date.now()): string {
  const date = instant(value)
  if (Number.isNaN(date.getTime())) return String(value)
  const elapsed = now - date.getTime()
  if (elapsed >= 7 * DAY_MS) return formatDay(date)
  const relative = cached(
    'relative',
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  )
  for (const [unit, ms] of relativeSteps) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit)
  }
  return relative.format(0, 'second')
}

/** The day kind for Mantine's date inputs (`valueFormatter`), whose values are days. */
export const formatPickedDays: DateFormatter = ({ date, labelSeparator }) => {
  const days = (Array.isArray(date) ? date : [date]).filter((day) => day !== null)
  return days
    .map((day) => formatDay(typeof day === 'string' ? day.slice(0, 10) : day))
    .join(` ${labelSeparator} `)
}

/** An amount of money in the app's currency: `$1,024.50` (`1.024,50 $` in German). */
export function formatMoney(amount: number, style?: MoneyStyle): string {
  return formatMoneyIn(formatLocale(), amount, style)
}

/** How a number field (Mantine's `NumberInput`) writes its value: a sign before or after, separators. */
export interface NumberInputFormat {
  prefix: string
  suffix: string
  decimalSeparator: string
  thousandSeparator: string
}

/** What a formatter wrote around a number with a group and a fraction, and between its digits. */
function inputFormatOf(parts: Intl.NumberFormatPart[]): NumberInputFormat {
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('')
  const first = parts.findIndex((part) => part.type === 'integer')
  const last = parts.findLastIndex((part) => part.type === 'fraction')
  return {
    prefix: text(0, first),
    suffix: text(last + 1),
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? '',
  }
}

/**
 * An amount field's format in the active language, as `formatMoney` writes an amount: `$1,024.50`
 * in English, `1.024,50 $` in German, so that a German `12,50` is twelve and a half.
 */
export function moneyInputFormat(): NumberInputFormat {
  return inputFormatOf(
    cached(
      'money-parts',
      (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }),
    ).formatToParts(12_345.6),
  )
}

/** A percentage field's format in the active language: `12.5%` in English, `12,5 %` in French. */
export function percentInputFormat(): NumberInputFormat {
  // Intl writes a fraction as a percentage: 123.456 is 12,345.6%.
  return inputFormatOf(
    cached(
      'percent-parts',
      (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
    ).formatToParts(123.456),
  )
}

/** A number: `1,024` (`1.024` in German); `options` as Intl's (a percentage, a sign). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached(
    `number|${JSON.stringify(options)}`,
    (locale) => new Intl.NumberFormat(locale, options),
  ).format(value)
}

/**
 * Makes a number's and a day's formatters ahead of the first screen, one per task. A page's
 * first Intl format loads the locale data, about 20 ms on a desktop and four times that on a
 * slow phone; main.tsx calls this while the first page's files download, when the main thread
 * has nothing else to do, rather than leaving it to the middle of that page's render.
 */
export function prepareFormats(): void {
  setTimeout(() => {
    formatNumber(0)
    setTimeout(() => formatDay(0), 0)
  }, 0)
}
