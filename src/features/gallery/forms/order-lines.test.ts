import { schemaResolver } from '@mantine/form'
import { describe, expect, it } from 'vitest'
import { lineTotal, orderSchema, orderTotals } from './order-lines'

describe('order totals', () => {
  it('multiplies quantity by price, to the cent', () => {
    expect(lineTotal({ qty: 3, price: 4.1 })).toBe(12.3)
    expect(lineTotal({ qty: '', price: 9 })).toBe(0)
  })

  it('adds the lines and 10% VAT', () => {
    expect(
      orderTotals([
        { qty: 2, price: 14.5 },
        { qty: 1, price: 6 },
      ]),
    ).toEqual({ subtotal: 35, vat: 3.5, total: 38.5 })
    expect(orderTotals([])).toEqual({ subtotal: 0, vat: 0, total: 0 })
  })
})

describe('order schema', () => {
  const errorsOf = schemaResolver(orderSchema, { sync: true })

  it('names the field at fault on each line', () => {
    expect(
      errorsOf({
        lines: [
          { key: 'a', item: 'Tiramisu', qty: 2, price: 6 },
          { key: 'b', item: ' ', qty: 0, price: '' },
        ],
      }),
    ).toEqual({
      'lines.1.item': 'Name the item',
      'lines.1.qty': 'At least 1',
      'lines.1.price': 'Enter a price',
    })
  })

  it('needs at least one line', () => {
    expect(errorsOf({ lines: [] })).toEqual({ lines: 'Add at least one line' })
  })
})
