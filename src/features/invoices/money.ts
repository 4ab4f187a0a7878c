import { parseMoney } from '@/contract/invoices'
import { formatMoney, formatNumber } from '@/lib/format'

/** A balance as SPEC has it (number or dollar string) in the app's money format; '—' when unreadable. */
export function formatBalance(balance: number | string): string {
  const amount = parseMoney(balance)
  return Number.isFinite(amount) ? formatMoney(amount) : '—'
}

/** Whether nothing is owed: a balance of exactly zero shows as "Paid". */
export function isSettled(balance: number | string): boolean {
  return parseMoney(balance) === 0
}

/** A discount or tax rate, a percentage: `10%` (`10 %` in German). */
export function formatRate(percent: number): string {
  return formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 2 })
}
