import { invoiceTotals } from '@/contract/invoices'

describe('invoiceTotals', () => {
  it('adds the lines, takes the discount off, then adds tax', () => {
    const totals = invoiceTotals(
      [
        { quantity: 2, price: 100 },
        { quantity: 1, price: 50.5 },
      ],
      10,
      20,
    )
    expect(totals).toEqual({ subtotal: 250.5, discount: 25.05, tax: 45.09, total: 270.54 })
  })

  it('is the plain sum with no discount or tax', () => {
    expect(invoiceTotals([{ quantity: 3, price: 19.99 }], 0, 0)).toEqual({
      subtotal: 59.97,
      discount: 0,
      tax: 0,
      total: 59.97,
    })
  })

  it('counts empty or half-typed fields as 0, so a form being filled still adds up', () => {
    expect(
      invoiceTotals(
        [
          { quantity: '', price: 10 },
          { quantity: 2, price: null },
          { quantity: '3', price: '4.5' },
          { quantity: 'x', price: 1 },
        ],
        '',
        null,
      ).total,
    ).toBe(13.5)
  })

  it('keeps whole cents (no floating-point dust)', () => {
    const { total } = invoiceTotals([{ quantity: 3, price: 0.1 }], 0, 0)
    expect(total).toBe(0.3)
    expect(invoiceTotals([{ quantity: 1, price: 1.005 }], 0, 0).total).toBe(1.01)
  })

  it('is zero for no lines, and a full discount leaves nothing to tax', () => {
    expect(invoiceTotals([], 10, 20).total).toBe(0)
    expect(invoiceTotals([{ quantity: 1, price: 80 }], 100, 20)).toEqual({
      subtotal: 80,
      discount: 80,
      tax: 0,
      total: 0,
    })
  })
})
