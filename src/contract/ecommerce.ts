import { z } from 'zod/mini'
import {
  CART_QTY_MAX,
  PRODUCTS_PER_PAGE,
  PRODUCTS_PER_PAGE_MAX,
  productCategorySchema,
  productSortSchema,
} from './ecommerce-values'
import { endpoints } from './endpoint'
import type { Examples } from './example'
import { pathIdSchema } from './path-id'

export * from './ecommerce-values'

const id = z.number().check(z.int(), z.positive())
const text = (max: number, message = 'Required') =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max))

/** SPEC section 3: the colours a product may come in. */
export const colorOptionValues = ['primary', 'success', 'warning', 'danger', 'info'] as const

/** A product; `category` is there for the filter. */
export const productSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  category: productCategorySchema,
  price: z.number(),
  image: z.string(),
  hasFreeShipping: z.boolean(),
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
})
export type ProductRecord = z.infer<typeof productSchema>

export const productViewSchema = z.extend(productSchema, {
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
})
export type Product = z.infer<typeof productViewSchema>

export const productDetailSchema = z.extend(productViewSchema, {
  colorOptions: z.array(z.enum(colorOptionValues)),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

export const wishlistItemSchema = z.object({ id, productId: id })
export type WishlistItem = z.infer<typeof wishlistItemSchema>

export const cartItemSchema = z.object({
  id,
  productId: id,
  qty: z.number().check(z.int(), z.minimum(1), z.maximum(CART_QTY_MAX)),
})
export type CartItem = z.infer<typeof cartItemSchema>

const optionalNumber = z.optional(z.coerce.number().check(z.minimum(0), z.maximum(1_000_000)))
const asArray = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) =>
      value === undefined || Array.isArray(value) ? value : [value],
    ),
    z.optional(z.array(schema)),
  )

/**
 * `listProducts`: SPEC's q, sortBy, perPage, page, plus the
 * filters the shop needs (docs/api.md): priceMin, priceMax, categories,
 * brands, rating (at least) and slug (exact).
 */
export const productsQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  sortBy: z._default(productSortSchema, 'featured'),
  perPage: z._default(
    z.coerce.number().check(z.int(), z.positive(), z.maximum(PRODUCTS_PER_PAGE_MAX)),
    PRODUCTS_PER_PAGE,
  ),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  priceMin: optionalNumber,
  priceMax: optionalNumber,
  categories: asArray(productCategorySchema),
  brands: asArray(z.string().check(z.minLength(1), z.maxLength(80))),
  rating: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5))),
  slug: z.optional(z.string().check(z.maxLength(200))),
})
/** What a client may ask the product list for: every field optional (the server has defaults). */
export type ProductsQuery = Partial<z.infer<typeof productsQuerySchema>>

export const productsResponseSchema = z.object({
  products: z.array(productViewSchema),
  total: z.number(),
  /** Every brand and category in the shop, for the filters. */
  brands: z.array(z.string()),
  userWishlist: z.array(wishlistItemSchema),
  userCart: z.array(cartItemSchema),
})
export type ProductsResponse = z.infer<typeof productsResponseSchema>

export const productResponseSchema = z.object({ product: productDetailSchema })

export const productIdRequestSchema = z.strictObject({ productId: id })

export const wishlistResponseSchema = z.object({
  products: z.array(productViewSchema),
  items: z.array(wishlistItemSchema),
})
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>

/** A cart line as the cart view shows it. */
export const cartLineSchema = z.extend(cartItemSchema, {
  product: productViewSchema,
  shippingDate: z.string(),
  offers: z.number().check(z.int(), z.minimum(1), z.maximum(4)),
  discountPercentage: z.number().check(z.int(), z.minimum(3), z.maximum(20)),
})
export type CartLine = z.infer<typeof cartLineSchema>

export const cartResponseSchema = z.object({ items: z.array(cartLineSchema) })
export type CartResponse = z.infer<typeof cartResponseSchema>

export const cartItemResponseSchema = z.object({ item: cartItemSchema })
export const wishlistItemResponseSchema = z.object({ item: wishlistItemSchema })

/** `updateCartQty`: sets a line's quantity. */
export const cartQtyRequestSchema = z.strictObject({
  qty: z
    .number('Enter a quantity')
    .check(
      z.int('Use a whole number'),
      z.minimum(1, 'At least 1'),
      z.maximum(CART_QTY_MAX, `At most ${String(CART_QTY_MAX)}`),
    ),
})

export const addressSchema = z.strictObject({
  fullName: text(80, 'Enter the full name'),
  phone: z
    .string()
    .check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/, 'Use a phone number of 6 to 20 digits')),
  street: text(120, 'Enter the street and number'),
  city: text(60, 'Enter the city'),
  postcode: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9 -]{3,10}$/, 'Use a valid postcode')),
  country: text(60, 'Enter the country'),
})
export type Address = z.infer<typeof addressSchema>

export const paymentMethods = ['card', 'cash'] as const

export const paymentSchema = z.strictObject({
  method: z.enum(paymentMethods),
  cardName: z.optional(z.string().check(z.maxLength(80))),
  cardNumber: z.optional(z.string()),
  expiry: z.optional(z.string()),
  cvv: z.optional(z.string()),
})
export type Payment = z.infer<typeof paymentSchema>

/** Card fields are checked only for card payments. */
export function paymentErrors(payment: Payment): Record<string, string> {
  if (payment.method !== 'card') return {}
  const errors: Record<string, string> = {}
  if (!payment.cardName?.trim()) errors.cardName = 'Enter the name on the card'
  if (!/^\d{13,19}$/.test((payment.cardNumber ?? '').replace(/\s/g, '')))
    errors.cardNumber = 'Use a card number of 13 to 19 digits'
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(payment.expiry ?? '')
  if (!expiry) errors.expiry = 'Use MM/YY'
  if (!/^\d{3,4}$/.test(payment.cvv ?? '')) errors.cvv = 'Use the 3 or 4 digits on the back'
  return errors
}

export const checkoutRequestSchema = z.strictObject({
  address: addressSchema,
  payment: paymentSchema,
})
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>

/** The card networks an order names; `Other` for a number none of them issues. */
export const cardBrands = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Other'] as const

/** How an order is paid: for a card, its network and last four digits only (never the number). */
export const orderPaymentSchema = z.object({
  method: z.enum(paymentMethods),
  brand: z.optional(z.enum(cardBrands)),
  last4: z.optional(z.string().check(z.regex(/^\d{4}$/))),
})
export type OrderPayment = z.infer<typeof orderPaymentSchema>

/** A line of a placed order: the product as it was sold, so the order reads the same later. */
export const orderLineSchema = z.object({
  productId: id,
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  price: z.number(),
  qty: cartItemSchema.shape.qty,
  discountPercentage: cartLineSchema.shape.discountPercentage,
})
export type OrderLine = z.infer<typeof orderLineSchema>

/** A placed order, kept by the back end: what was bought, where it goes, how it is paid. */
export const orderSchema = z.object({
  id,
  /** When it was placed (ISO 8601). */
  placedAt: z.string(),
  items: z.array(orderLineSchema),
  address: addressSchema,
  payment: orderPaymentSchema,
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
})
export type Order = z.infer<typeof orderSchema>

export const orderResponseSchema = z.object({ order: orderSchema })
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) })

/** Order totals: each line's discount off its price. */
export function cartTotals(
  items: readonly (Pick<CartLine, 'qty' | 'discountPercentage'> & {
    product: Pick<CartLine['product'], 'price'>
  })[],
) {
  const cents = (n: number) => Math.round(n * 100) / 100
  const subtotal = cents(items.reduce((sum, item) => sum + item.product.price * item.qty, 0))
  const discount = cents(
    items.reduce(
      (sum, item) => sum + (item.product.price * item.qty * item.discountPercentage) / 100,
      0,
    ),
  )
  return { subtotal, discount, total: cents(subtotal - discount) }
}
export type OrderTotals = ReturnType<typeof cartTotals>

export const ecommerceEndpoints = endpoints('eCommerce', {
  listProducts: {
    method: 'get',
    path: '/apps/ecommerce/products',
    summary: 'Products, filtered, sorted and paged, with the wishlist and cart',
    query: productsQuerySchema,
    response: productsResponseSchema,
  },
  getProduct: {
    method: 'get',
    path: '/apps/ecommerce/products/:id',
    summary: 'One product, by numeric id or slug',
    params: { id: z.string() },
    response: productResponseSchema,
    errors: [404],
  },
  getWishlist: {
    method: 'get',
    path: '/apps/ecommerce/wishlist',
    summary: 'The wishlist',
    response: wishlistResponseSchema,
  },
  addToWishlist: {
    method: 'post',
    path: '/apps/ecommerce/wishlist',
    summary: 'Add a product to the wishlist',
    body: productIdRequestSchema,
    response: wishlistItemResponseSchema,
    status: 201,
    also: {
      status: 200,
      description: 'Already in the wishlist',
      schema: wishlistItemResponseSchema,
    },
    errors: [404],
  },
  removeFromWishlist: {
    method: 'delete',
    path: '/apps/ecommerce/wishlist/:productId',
    summary: 'Remove a product from the wishlist',
    params: { productId: pathIdSchema },
    response: wishlistItemResponseSchema,
    errors: [404],
  },
  getCart: {
    method: 'get',
    path: '/apps/ecommerce/cart',
    summary: 'The cart',
    response: cartResponseSchema,
  },
  addToCart: {
    method: 'post',
    path: '/apps/ecommerce/cart',
    summary: 'Add a product to the cart',
    body: productIdRequestSchema,
    response: cartItemResponseSchema,
    status: 201,
    also: { status: 200, description: 'Already in the cart', schema: cartItemResponseSchema },
    errors: [404],
  },
  updateCartQty: {
    method: 'patch',
    path: '/apps/ecommerce/cart/:productId',
    summary: 'Change the quantity of a cart line',
    params: { productId: pathIdSchema },
    body: cartQtyRequestSchema,
    response: cartItemResponseSchema,
    errors: [404],
  },
  removeFromCart: {
    method: 'delete',
    path: '/apps/ecommerce/cart/:productId',
    summary: 'Remove a product from the cart',
    params: { productId: pathIdSchema },
    response: cartItemResponseSchema,
    errors: [404],
  },
  checkout: {
    method: 'post',
    path: '/apps/ecommerce/checkout',
    summary: 'Place the order for the cart',
    body: checkoutRequestSchema,
    response: orderResponseSchema,
    status: 201,
    errors: [409],
  },
  listOrders: {
    method: 'get',
    path: '/apps/ecommerce/orders',
    summary: 'The placed orders, newest first',
    response: ordersResponseSchema,
  },
  getOrder: {
    method: 'get',
    path: '/apps/ecommerce/orders/:id',
    summary: 'One placed order',
    params: { id: pathIdSchema },
    response: orderResponseSchema,
    errors: [404],
  },
})

/** A valid call of each endpoint (src/contract/example.ts). */
export const ecommerceExamples = {
  listProducts: {
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
  getProduct: { params: { id: 3 }, unknownId: '99999' },
  getWishlist: {},
  addToWishlist: { body: { productId: 5 } },
  removeFromWishlist: { params: { productId: 8 }, unknownId: '99999' },
  getCart: {},
  addToCart: { body: { productId: 5 } },
  updateCartQty: { params: { productId: 3 }, body: { qty: 4 }, unknownId: '99999' },
  removeFromCart: { params: { productId: 3 }, unknownId: '99999' },
  checkout: {
    body: {
      address: {
        fullName: 'Ada Rossi',
        phone: '+39 02 1234 5678',
        street: 'Via Roma 1',
        city: 'Milano',
        postcode: '20121',
        country: 'Italy',
      },
      payment: {
        method: 'card',
        cardName: 'Ada Rossi',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/29',
        cvv: '123',
      },
    },
  },
  listOrders: {},
  getOrder: { params: { id: 1001 }, unknownId: '99999' },
} satisfies Examples<typeof ecommerceEndpoints>
