const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})
const number = new Intl.NumberFormat('en-US')

/** A card figure as text: whole US dollars or a grouped count. */
export function formatFigure(value: number, unit: 'count' | 'usd'): string {
  return unit === 'usd' ? usd.format(value) : number.format(value)
}

/** A change in percent with its sign: `+8.4%`, `-1.8%`. */
export function formatGrowth(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`
}
