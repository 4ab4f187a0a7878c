import { ecommerceEndpoints } from '@/contract/ecommerce'
import { checkoutAddress as address, checkoutCard as card } from '@/test/sample-inputs'
import { fuzzCases } from '../endpoint-case'

export const ecommerceCases = fuzzCases([
  {
    endpoint: ecommerceEndpoints.listProducts,
    query: {
      q: 'pan',
      sortBy: 'price-asc',
      perPage: 9,
      page: 1,
      priceMin: '10.50',
      priceMax: '900.50',
      categories: ['Cookware'],
      brands: ['Lodge'],
      rating: 3,
    },
    free: ['q', 'brands', 'slug'],
  },
  { endpoint: ecommerceEndpoints.getProduct, params: { id: 3 }, unknownId: '99999' },
  { endpoint: ecommerceEndpoints.getWishlist },
  { endpoint: ecommerceEndpoints.addToWishlist, body: { productId: 5 } },
  {
    endpoint: ecommerceEndpoints.removeFromWishlist,
    params: { productId: 8 },
    unknownId: '99999',
  },
  { endpoint: ecommerceEndpoints.getCart },
  { endpoint: ecommerceEndpoints.addToCart, body: { productId: 5 } },
  {
    endpoint: ecommerceEndpoints.updateCartQty,
    params: { productId: 3 },
    body: { qty: 4 },
    unknownId: '99999',
  },
  { endpoint: ecommerceEndpoints.removeFromCart, params: { productId: 3 }, unknownId: '99999' },
  // The shared sample types its method as any text: the same card, with its method as the contract names it.
  {
    endpoint: ecommerceEndpoints.checkout,
    body: { address, payment: { ...card, method: 'card' } },
  },
])
