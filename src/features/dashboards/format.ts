import { formatMoney, formatNumber } from '@/lib/format'

/** A card figure as text: whole units of money or a grouped count. */
export function formatFigure(value: number, unit: 'count' | 'usd'): string {
  return unit === 'usd' ? formatMoney(value, { whole: true }) : formatNumber(value)
}

const growth = {
  style: 'percent',
  signDisplay: 'exceptZero',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
} as const

const share = { style: 'percent' } as const

/** A change in percent with its sign: `+8.4%`, `-1.8%`. */
export function formatGrowth(percent: number): string {
  return formatNumber(percent / 100, growth)
}

/** A share in percent: `83%` (`83 %` in French). */
export function formatShare(percent: number): string {
  return formatNumber(percent / 100, share)
}
