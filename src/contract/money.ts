/**
 * The one currency of every amount in the app, on both sides: SPEC's amounts are dollars (an
 * invoice's balance `"$724"`, a product's price). The page writes amounts with `formatMoney`
 * (src/lib/format.ts) in the user's language; the back end's messages use `formatMoneyIn`.
 */
export const CURRENCY = 'USD'

export interface MoneyStyle {
  /** No cents: `$4,860` (dashboard figures, price ranges). */
  whole?: boolean
  /** Short: `$48K` (chart axes). */
  compact?: boolean
}

const formats = new Map<string, Intl.NumberFormat>()

function moneyFormat(locale: string, { whole = false, compact = false }: MoneyStyle) {
  const key = `${locale}|${String(whole)}|${String(compact)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      ...(whole && { maximumFractionDigits: 0, minimumFractionDigits: 0 }),
      ...(compact && { notation: 'compact' }),
    })
    formats.set(key, format)
  }
  return format
}

/** An amount in `CURRENCY` as `locale` writes it: `$1,024.50`, `-$205.75` in English. */
export function formatMoneyIn(locale: string, amount: number, style: MoneyStyle = {}): string {
  // -0 (or a rounding to it) would print as "-$0.00".
  return moneyFormat(locale, style).format(amount === 0 ? 0 : amount)
}
