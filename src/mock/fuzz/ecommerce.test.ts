import { fuzzEndpoints, totals } from './fuzz-kit'
import { checkoutAddress as address, checkoutCard as card } from '@/test/sample-inputs'

describe('fuzzing the eCommerce endpoints', () => {
  fuzzEndpoints([
    {
      request: {
        method: 'GET',
        path: '/apps/ecommerce/products?q=pan&sortBy=price-asc&perPage=9&page=1&priceMin=10.50&priceMax=900.50&categories=Cookware&brands=Lodge&rating=3',
      },
      free: ['q', 'brands', 'slug'],
    },
    {
      request: { method: 'GET', path: '/apps/ecommerce/products/3' },
      pathId: { valid: '3', unknown: '99999' },
    },
    { request: { method: 'GET', path: '/apps/ecommerce/wishlist' } },
    { request: { method: 'POST', path: '/apps/ecommerce/wishlist', body: { productId: 5 } } },
    {
      request: { method: 'DELETE', path: '/apps/ecommerce/wishlist/8' },
      pathId: { valid: '8', unknown: '99999' },
    },
    { request: { method: 'GET', path: '/apps/ecommerce/cart' } },
    { request: { method: 'POST', path: '/apps/ecommerce/cart', body: { productId: 5 } } },
    {
      request: { method: 'PATCH', path: '/apps/ecommerce/cart/3', body: { qty: 4 } },
      pathId: { valid: '3', unknown: '99999' },
    },
    {
      request: { method: 'DELETE', path: '/apps/ecommerce/cart/3' },
      pathId: { valid: '3', unknown: '99999' },
    },
    {
      request: {
        method: 'POST',
        path: '/apps/ecommerce/checkout',
        body: { address, payment: card },
      },
    },
  ])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(300)
    expect(totals.rejected).toBeGreaterThan(200)
  })
})
