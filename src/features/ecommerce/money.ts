const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** Dollars as the shop shows every price: `$1,024.50`. */
export function formatPrice(amount: number): string {
  return usd.format(amount)
}

/** Whole dollars, as the price filter names its bounds: `$1,000`. */
export function formatWholeDollars(amount: number): string {
  return wholeUsd.format(amount)
}
