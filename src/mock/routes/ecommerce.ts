import type { Context } from 'hono'
import {
  colorOptionValues,
  ecommerceEndpoints,
  paymentErrors,
  type productsQuerySchema,
  type CartLine,
  type Product,
  type ProductRecord,
} from '@/contract/ecommerce'
import { requireAbility, type MockEnv } from '../auth'
import { orderPaymentOf } from '../card-brand'
import { fail, notFound } from '../http'
import { mockRoutes, route } from '../route'
import { cartTable } from '../fixtures/cart'
import { ordersTable, orderTotals } from '../fixtures/orders'
import { cartExtrasTable, productsTable, wishlistTable } from '../fixtures/products'

type Ctx = Context<MockEnv>

const DAY = 24 * 60 * 60 * 1000
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1))

function viewOf(c: Ctx) {
  const wishlist = new Set(
    c.var.db
      .table(wishlistTable)
      .all()
      .map((item) => item.productId),
  )
  const cart = new Set(
    c.var.db
      .table(cartTable)
      .all()
      .map((item) => item.productId),
  )
  return (product: ProductRecord): Product => ({
    ...product,
    isInWishlist: wishlist.has(product.id),
    isInCart: cart.has(product.id),
  })
}

/** Filters, orders and pages products as `listProducts` does. */
export function selectProducts(
  products: readonly ProductRecord[],
  query: ReturnType<typeof productsQuerySchema.parse>,
) {
  const q = query.q?.trim().toLowerCase() ?? ''
  const brands = query.brands?.map((brand) => brand.toLowerCase())
  const matching = products
    .filter(
      (p) =>
        (!q || p.name.toLowerCase().includes(q)) &&
        (query.slug === undefined || p.slug === query.slug) &&
        (query.priceMin === undefined || p.price >= query.priceMin) &&
        (query.priceMax === undefined || p.price <= query.priceMax) &&
        (!query.categories?.length || query.categories.includes(p.category)) &&
        (!brands?.length || brands.includes(p.brand.toLowerCase())) &&
        (query.rating === undefined || p.rating >= query.rating),
    )
    .sort((a, b) =>
      query.sortBy === 'price-asc'
        ? a.price - b.price || b.id - a.id
        : query.sortBy === 'price-desc'
          ? b.price - a.price || b.id - a.id
          : b.id - a.id,
    )
  const start = (query.page - 1) * query.perPage
  return { products: matching.slice(start, start + query.perPage), total: matching.length }
}

function productOr404(c: Ctx, productId: number): ProductRecord {
  const product = c.var.db.table(productsTable).get(productId)
  if (!product) notFound('Product')
  return product
}

/** The cart with its extras (shipping date, offers, discount), given once per line and then kept. */
function cartLines(c: Ctx): CartLine[] {
  const extras = c.var.db.table(cartExtrasTable)
  const view = viewOf(c)
  const products = c.var.db.table(productsTable)
  return c.var.db
    .table(cartTable)
    .all()
    .flatMap((item) => {
      const product = products.get(item.productId)
      if (!product) return []
      const given =
        extras.find((extra) => extra.cartItemId === item.id) ??
        extras.insert({
          cartItemId: item.id,
          shippingDate: new Date(Date.now() + randomInt(1, 8) * DAY).toISOString().slice(0, 10),
          offers: randomInt(1, 4),
          discountPercentage: randomInt(3, 20),
        })
      return [
        {
          ...item,
          product: view(product),
          shippingDate: given.shippingDate,
          offers: given.offers,
          discountPercentage: given.discountPercentage,
        },
      ]
    })
}

const {
  listProducts,
  getProduct,
  getWishlist,
  addToWishlist,
  removeFromWishlist,
  getCart,
  addToCart,
  updateCartQty,
  removeFromCart,
  checkout,
  listOrders,
  getOrder,
} = ecommerceEndpoints

export const ecommerceRoutes = mockRoutes(
  route(listProducts, requireAbility('read', 'Ecommerce'), (c, { query }) => {
    const all = c.var.db.table(productsTable).all()
    const { products, total } = selectProducts(all, query)
    const view = viewOf(c)
    return c.json({
      products: products.map(view),
      total,
      brands: [...new Set(all.map((p) => p.brand))].sort(),
      userWishlist: c.var.db.table(wishlistTable).all(),
      userCart: c.var.db.table(cartTable).all(),
    })
  }),
  route(getProduct, requireAbility('read', 'Ecommerce'), (c, { params: { id: key } }) => {
    // The path takes a numeric id or a slug.
    const table = c.var.db.table(productsTable)
    const product = /^\d+$/.test(key)
      ? table.get(Number(key))
      : table.find((candidate) => candidate.slug === key)
    if (!product) notFound('Product')
    // The colours a product comes in: a stable choice of 2 to 5 of SPEC's five.
    const colorOptions = colorOptionValues.filter(
      (_, index) => index < 2 || (product.id + index) % 3 !== 0,
    )
    return c.json({ product: { ...viewOf(c)(product), colorOptions } })
  }),
  route(getWishlist, requireAbility('read', 'Ecommerce'), (c) => {
    const items = c.var.db.table(wishlistTable).all()
    const products = c.var.db.table(productsTable)
    const view = viewOf(c)
    return c.json({
      items,
      products: items.flatMap((item) => {
        const product = products.get(item.productId)
        return product ? [view(product)] : []
      }),
    })
  }),
  route(addToWishlist, requireAbility('create', 'Ecommerce'), (c, { body: { productId } }) => {
    productOr404(c, productId)
    const table = c.var.db.table(wishlistTable)
    // Adding what is already there is no error: the existing item comes back.
    const existing = table.find((item) => item.productId === productId)
    if (existing) return c.json({ item: existing }, 200)
    return c.json({ item: table.insert({ productId }) }, 201)
  }),
  route(
    removeFromWishlist,
    requireAbility('delete', 'Ecommerce'),
    (c, { params: { productId } }) => {
      const table = c.var.db.table(wishlistTable)
      const item = table.find((candidate) => candidate.productId === productId)
      if (!item) notFound('Wishlist item')
      table.remove(item.id)
      return c.json({ item })
    },
  ),
  route(getCart, requireAbility('read', 'Ecommerce'), (c) => c.json({ items: cartLines(c) })),
  route(addToCart, requireAbility('create', 'Ecommerce'), (c, { body: { productId } }) => {
    productOr404(c, productId)
    const table = c.var.db.table(cartTable)
    const existing = table.find((item) => item.productId === productId)
    if (existing) return c.json({ item: existing }, 200)
    return c.json({ item: table.insert({ productId, qty: 1 }) }, 201)
  }),
  route(
    updateCartQty,
    requireAbility('update', 'Ecommerce'),
    (c, { params: { productId }, body: { qty } }) => {
      const table = c.var.db.table(cartTable)
      const item = table.find((candidate) => candidate.productId === productId)
      if (!item) notFound('Cart item')
      return c.json({ item: table.update(item.id, { qty }) })
    },
  ),
  route(removeFromCart, requireAbility('delete', 'Ecommerce'), (c, { params: { productId } }) => {
    const table = c.var.db.table(cartTable)
    const item = table.find((candidate) => candidate.productId === productId)
    if (!item) notFound('Cart item')
    table.remove(item.id)
    return c.json({ item })
  }),
  route(checkout, requireAbility('create', 'Ecommerce'), (c, { body: { address, payment } }) => {
    const cardErrors = paymentErrors(payment)
    if (Object.keys(cardErrors).length) {
      fail(400, {
        error: Object.fromEntries(
          Object.entries(cardErrors).map(([field, message]) => [`payment.${field}`, message]),
        ),
      })
    }
    const lines = cartLines(c)
    if (!lines.length) fail(409, { error: 'The cart is empty' })
    const items = lines.map(({ product, qty, discountPercentage }) => ({
      productId: product.id,
      name: product.name,
      slug: product.slug,
      image: product.image,
      price: product.price,
      qty,
      discountPercentage,
    }))
    const order = c.var.db.table(ordersTable).insert({
      placedAt: new Date().toISOString(),
      items,
      address,
      payment: orderPaymentOf(payment),
      ...orderTotals(items),
    })
    const cart = c.var.db.table(cartTable)
    for (const line of lines) cart.remove(line.id)
    return c.json({ order }, 201)
  }),
  route(listOrders, requireAbility('read', 'Ecommerce'), (c) =>
    c.json({ orders: c.var.db.table(ordersTable).all().toReversed() }),
  ),
  route(getOrder, requireAbility('read', 'Ecommerce'), (c, { params: { id } }) => {
    const order = c.var.db.table(ordersTable).get(id)
    if (!order) notFound('Order')
    return c.json({ order })
  }),
)
