const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Dollars as the shop shows every price: `$1,024.50`. */
export function formatPrice(amount: number): string {
  return usd.format(amount)
}
