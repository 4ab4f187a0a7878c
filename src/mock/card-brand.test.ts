import { cardBrandOf, orderPaymentOf } from './card-brand'

describe('cardBrandOf', () => {
  it.each([
    ['4242 4242 4242 4242', 'Visa'],
    ['5555 5555 5555 4444', 'Mastercard'],
    ['2223 0031 2200 3222', 'Mastercard'],
    ['3782 822463 10005', 'American Express'],
    ['3714 496353 98431', 'American Express'],
    ['6011 1111 1111 1117', 'Discover'],
    ['6500 0000 0000 0002', 'Discover'],
    ['3056 9300 0902 0004', 'Other'],
    ['2721 0000 0000 0000', 'Other'],
  ])('names the network of %s: %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand)
  })
})

describe('orderPaymentOf', () => {
  it('keeps the network and the last four digits of a card, not its number', () => {
    const kept = orderPaymentOf({ method: 'card', cardNumber: '4242 4242 4242 1234' })
    expect(kept).toEqual({ method: 'card', brand: 'Visa', last4: '1234' })
    expect(JSON.stringify(kept)).not.toContain('4242')
  })

  it('keeps only the method of a cash payment', () => {
    expect(orderPaymentOf({ method: 'cash', cardNumber: '4242424242424242' })).toEqual({
      method: 'cash',
    })
  })
})
