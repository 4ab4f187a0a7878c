import { parseMoney } from '@/contract/invoices'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Dollars as the app shows every amount: `$1,024.50`, `-$205.75`. */
export function formatMoney(amount: number): string {
  // -0 (or a rounding to it) would print as "-$0.00".
  return usd.format(amount === 0 ? 0 : amount)
}

/** A balance as SPEC has it (number or dollar string) in the app's money format; '—' when unreadable. */
export function formatBalance(balance: number | string): string {
  const amount = parseMoney(balance)
  return Number.isFinite(amount) ? formatMoney(amount) : '—'
}

/** Whether nothing is owed: a balance of exactly zero shows as "Paid". */
export function isSettled(balance: number | string): boolean {
  return parseMoney(balance) === 0
}
