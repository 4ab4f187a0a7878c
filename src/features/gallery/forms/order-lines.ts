import { z } from 'zod/mini'

/** VAT on restaurant meals (Italy, 10%). */
export const VAT_RATE = 0.1

export interface OrderLine {
  key: string
  item: string
  qty: number | string
  price: number | string
}

/** A line's amount; a field still being typed (empty) counts as 0. */
export function lineTotal(line: Pick<OrderLine, 'qty' | 'price'>): number {
  const qty = Number(line.qty) || 0
  const price = Number(line.price) || 0
  return Math.round(qty * price * 100) / 100
}

/** Subtotal, VAT and total of the order, rounded to the cent. */
export function orderTotals(lines: Pick<OrderLine, 'qty' | 'price'>[]) {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0)
  const vat = Math.round(subtotal * VAT_RATE * 100) / 100
  return { subtotal, vat, total: Math.round((subtotal + vat) * 100) / 100 }
}

export const orderSchema = z.object({
  lines: z
    .array(
      z.object({
        key: z.string(),
        item: z.string().check(z.trim(), z.minLength(1, 'Name the item')),
        qty: z
          .number({ error: 'Enter a quantity' })
          .check(z.int('Whole numbers only'), z.gte(1, 'At least 1'), z.lte(99, 'At most 99')),
        price: z.number({ error: 'Enter a price' }).check(z.gte(0, 'No negative prices')),
      }),
    )
    .check(z.minLength(1, 'Add at least one line')),
})
