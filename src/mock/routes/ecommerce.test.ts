import { loginResponseSchema } from '@/contract/auth'
import {
  cartItemResponseSchema,
  cartResponseSchema,
  cartTotals,
  ecommerceExamples,
  orderResponseSchema,
  ordersResponseSchema,
  productResponseSchema,
  productsResponseSchema,
  wishlistResponseSchema,
} from '@/contract/ecommerce'
import { createMockApp } from '../app'
import { createDb, type Db } from '../store/db'
import { cartTable } from '../fixtures/cart'
import { ordersTable } from '../fixtures/orders'
import { PRODUCT_COUNT, productsTable, wishlistTable } from '../fixtures/products'

// The endpoint's example call: an address and a card the back end accepts.
const { address, payment: card } = ecommerceExamples.checkout.body

const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const CLIENT = { email: 'client@demo.com', password: 'client' }

let db: Db
let app: ReturnType<typeof createMockApp>
let admin: string

beforeEach(async () => {
  db = createDb()
  app = createMockApp(db)
  admin = await tokenOf(ADMIN)
})

const bearer = (token?: string): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {}

async function tokenOf(credentials: { email: string; password: string }) {
  const response = await app.request('/jwt/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(response.status).toBe(200)
  return loginResponseSchema.parse(await response.json()).accessToken
}

const get = async (path: string) => app.request(path, { headers: bearer(admin) })

/** Sends as the admin unless another token, or `null` for none, is given. */
async function send(method: string, path: string, body?: unknown, token: string | null = admin) {
  return app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...bearer(token ?? undefined) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function list(query = '') {
  const response = await get(`/apps/ecommerce/products${query}`)
  expect(response.status).toBe(200)
  return productsResponseSchema.parse(await response.json())
}

async function cart() {
  const response = await get('/apps/ecommerce/cart')
  expect(response.status).toBe(200)
  return cartResponseSchema.parse(await response.json()).items
}

describe('GET /apps/ecommerce/products', () => {
  it('pages 9 at a time, newest first, with the wishlist and cart', async () => {
    const body = await list()
    expect(PRODUCT_COUNT).toBeGreaterThanOrEqual(27)
    expect(body.total).toBe(PRODUCT_COUNT)
    expect(body.products).toHaveLength(9)
    expect(body.products.map((p) => p.id)).toEqual(
      Array.from({ length: 9 }, (_, i) => PRODUCT_COUNT - i),
    )
    expect(body.userCart).toHaveLength(3)
    expect(body.userWishlist.length).toBeGreaterThan(0)
    const inCart = new Set(body.userCart.map((item) => item.productId))
    for (const product of body.products) expect(product.isInCart).toBe(inCart.has(product.id))
    const page4 = await list('?page=4')
    expect(page4.products).toHaveLength(PRODUCT_COUNT - 27)
    expect((await list('?perPage=5')).products).toHaveLength(5)
  })

  it('searches names case-insensitively', async () => {
    const body = await list('?q=KNIFE')
    expect(body.total).toBeGreaterThan(0)
    for (const product of body.products) expect(product.name.toLowerCase()).toContain('knife')
  })

  it('sorts by price both ways', async () => {
    const asc = await list('?sortBy=price-asc&perPage=100')
    const prices = asc.products.map((p) => p.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = await list('?sortBy=price-desc&perPage=3')
    expect(desc.products[0]?.price).toBe(Math.max(...prices))
  })

  it('filters by price range, category, brand and rating', async () => {
    const priced = await list('?priceMin=100&priceMax=500&perPage=100')
    expect(priced.total).toBeGreaterThan(0)
    for (const p of priced.products) expect(p.price >= 100 && p.price <= 500).toBe(true)

    const categories = await list('?categories=Cutlery&categories=Glassware&perPage=100')
    expect(new Set(categories.products.map((p) => p.category))).toEqual(
      new Set(['Cutlery', 'Glassware']),
    )

    const brand = await list('?brands=Lama&perPage=100')
    expect(brand.total).toBeGreaterThan(0)
    for (const p of brand.products) expect(p.brand).toBe('Lama')

    const rated = await list('?rating=4&perPage=100')
    expect(rated.total).toBeGreaterThan(0)
    for (const p of rated.products) expect(p.rating).toBeGreaterThanOrEqual(4)

    const one = await list('?slug=oyster-knife')
    expect(one.products.map((p) => p.name)).toEqual(['Oyster Knife'])
  })

  it('answers bad parameters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['sortBy=cheap', 'sortBy'],
      ['perPage=0', 'perPage'],
      ['categories=Toys', 'categories.0'],
      ['rating=6', 'rating'],
    ] as const) {
      const response = await get(`/apps/ecommerce/products?${query}`)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: Record<string, string> }).error).toHaveProperty(
        field,
      )
    }
  })
})

describe('GET /apps/ecommerce/products/{id}', () => {
  it('finds by id or slug, with colour options', async () => {
    const byId = productResponseSchema.parse(
      await (await get('/apps/ecommerce/products/21')).json(),
    )
    expect(byId.product.colorOptions.length).toBeGreaterThanOrEqual(2)
    const bySlug = productResponseSchema.parse(
      await (await get(`/apps/ecommerce/products/${byId.product.slug}`)).json(),
    )
    expect(bySlug.product).toEqual(byId.product)
  })

  it('answers 404 for an unknown product', async () => {
    expect((await get('/apps/ecommerce/products/999')).status).toBe(404)
    expect((await get('/apps/ecommerce/products/no-such-thing')).status).toBe(404)
  })
})

describe('wishlist', () => {
  it('adds with a fresh id, returns an existing item again, and removes', async () => {
    const before = db.table(wishlistTable).all()
    const added = await send('POST', '/apps/ecommerce/wishlist', { productId: 1 })
    expect(added.status).toBe(201)
    const { item } = (await added.json()) as { item: { id: number; productId: number } }
    expect(before.map((i) => i.id)).not.toContain(item.id)
    const again = await send('POST', '/apps/ecommerce/wishlist', { productId: 1 })
    expect(again.status).toBe(200)
    expect(((await again.json()) as { item: unknown }).item).toEqual(item)

    const body = wishlistResponseSchema.parse(await (await get('/apps/ecommerce/wishlist')).json())
    expect(body.products.map((p) => p.id)).toContain(1)
    expect(body.products.every((p) => p.isInWishlist)).toBe(true)

    expect((await send('DELETE', '/apps/ecommerce/wishlist/1')).status).toBe(200)
    expect(db.table(wishlistTable).all()).toEqual(before)
    expect((await send('DELETE', '/apps/ecommerce/wishlist/1')).status).toBe(404)
  })

  it('rejects bad bodies and unknown products without a change', async () => {
    const before = db.table(wishlistTable).all()
    expect((await send('POST', '/apps/ecommerce/wishlist', { productId: 'x' })).status).toBe(400)
    expect((await send('POST', '/apps/ecommerce/wishlist', { productId: 1, x: 1 })).status).toBe(
      400,
    )
    expect((await send('POST', '/apps/ecommerce/wishlist', '{')).status).toBe(400)
    expect((await send('POST', '/apps/ecommerce/wishlist', { productId: 999 })).status).toBe(404)
    expect(db.table(wishlistTable).all()).toBe(before)
  })
})

describe('cart', () => {
  it('starts with 3 lines whose extras are in range and stable', async () => {
    const first = await cart()
    expect(first).toHaveLength(3)
    const today = new Date().toISOString().slice(0, 10)
    for (const line of first) {
      expect(line.offers).toBeGreaterThanOrEqual(1)
      expect(line.offers).toBeLessThanOrEqual(4)
      expect(line.discountPercentage).toBeGreaterThanOrEqual(3)
      expect(line.discountPercentage).toBeLessThanOrEqual(20)
      const days = (Date.parse(line.shippingDate) - Date.parse(today)) / 86_400_000
      expect(days).toBeGreaterThanOrEqual(1)
      expect(days).toBeLessThanOrEqual(8)
    }
    expect(await cart()).toEqual(first)
  })

  it('adds with qty 1, returns an existing line again, and removes', async () => {
    const added = await send('POST', '/apps/ecommerce/cart', { productId: 1 })
    expect(added.status).toBe(201)
    const { item } = cartItemResponseSchema.parse(await added.json())
    expect(item.qty).toBe(1)
    expect(
      db
        .table(cartTable)
        .all()
        .slice(0, 3)
        .map((i) => i.id),
    ).not.toContain(item.id)
    const again = await send('POST', '/apps/ecommerce/cart', { productId: 1 })
    expect(again.status).toBe(200)
    expect(cartItemResponseSchema.parse(await again.json()).item).toEqual(item)
    expect((await list('?perPage=100')).products.find((p) => p.id === 1)?.isInCart).toBe(true)

    expect((await send('DELETE', '/apps/ecommerce/cart/1')).status).toBe(200)
    expect(await cart()).toHaveLength(3)
    expect((await send('DELETE', '/apps/ecommerce/cart/1')).status).toBe(404)
  })

  it('changes a quantity, validated', async () => {
    const productId = db.table(cartTable).all()[0]?.productId ?? 0
    const ok = await send('PATCH', `/apps/ecommerce/cart/${String(productId)}`, { qty: 4 })
    expect(ok.status).toBe(200)
    expect((await cart()).find((line) => line.productId === productId)?.qty).toBe(4)
    const before = db.table(cartTable).all()
    for (const qty of [0, 11, 1.5, 'two']) {
      const bad = await send('PATCH', `/apps/ecommerce/cart/${String(productId)}`, { qty })
      expect(bad.status).toBe(400)
      expect(((await bad.json()) as { error: Record<string, string> }).error).toHaveProperty('qty')
    }
    expect(db.table(cartTable).all()).toBe(before)
    expect((await send('PATCH', '/apps/ecommerce/cart/1', { qty: 2 })).status).toBe(404)
  })
})

describe('POST /apps/ecommerce/checkout', () => {
  it('places the order and empties the cart', async () => {
    const lines = await cart()
    const response = await send('POST', '/apps/ecommerce/checkout', { address, payment: card })
    expect(response.status).toBe(201)
    const { order } = orderResponseSchema.parse(await response.json())
    expect(order.items.map(({ productId, qty }) => [productId, qty])).toEqual(
      lines.map((line) => [line.productId, line.qty]),
    )
    expect(order.total).toBe(cartTotals(lines).total)
    expect(order.address).toEqual(address)
    expect(await cart()).toEqual([])
    const again = await send('POST', '/apps/ecommerce/checkout', { address, payment: card })
    expect(again.status).toBe(409)
  })

  it('keeps the order, which reads the same later, with the card network and last four only', async () => {
    const placed = await send('POST', '/apps/ecommerce/checkout', { address, payment: card })
    const { order } = orderResponseSchema.parse(await placed.json())
    expect(order.payment).toEqual({ method: 'card', brand: 'Visa', last4: '4242' })
    expect(JSON.stringify(db.table(ordersTable).all())).not.toContain('4242 4242')

    const again = await send('GET', `/apps/ecommerce/orders/${String(order.id)}`)
    expect(again.status).toBe(200)
    expect(orderResponseSchema.parse(await again.json()).order).toEqual(order)

    const list = await send('GET', '/apps/ecommerce/orders')
    const { orders } = ordersResponseSchema.parse(await list.json())
    expect(orders.map(({ id }) => id)).toEqual([order.id, 1001])

    expect((await send('GET', '/apps/ecommerce/orders/99999')).status).toBe(404)
  })

  it('accepts cash on delivery without card fields', async () => {
    const response = await send('POST', '/apps/ecommerce/checkout', {
      address,
      payment: { method: 'cash' },
    })
    expect(response.status).toBe(201)
  })

  it('answers bad addresses and cards with 400 per field, cart unchanged', async () => {
    const before = db.table(cartTable).all()
    const badAddress = await send('POST', '/apps/ecommerce/checkout', {
      address: { ...address, fullName: ' ', postcode: '!' },
      payment: card,
    })
    expect(badAddress.status).toBe(400)
    const addressErrors = ((await badAddress.json()) as { error: Record<string, string> }).error
    expect(Object.keys(addressErrors).sort()).toEqual(['address.fullName', 'address.postcode'])

    const badCard = await send('POST', '/apps/ecommerce/checkout', {
      address,
      payment: { ...card, cardNumber: '12', expiry: '13/29' },
    })
    expect(badCard.status).toBe(400)
    const cardErrors = ((await badCard.json()) as { error: Record<string, string> }).error
    expect(Object.keys(cardErrors).sort()).toEqual(['payment.cardNumber', 'payment.expiry'])
    expect(db.table(cartTable).all()).toBe(before)
  })
})

describe('access', () => {
  const calls = [
    ['GET', '/apps/ecommerce/products'],
    ['GET', '/apps/ecommerce/products/1'],
    ['GET', '/apps/ecommerce/wishlist'],
    ['POST', '/apps/ecommerce/wishlist', { productId: 1 }],
    ['DELETE', '/apps/ecommerce/wishlist/2'],
    ['GET', '/apps/ecommerce/cart'],
    ['POST', '/apps/ecommerce/cart', { productId: 1 }],
    ['PATCH', '/apps/ecommerce/cart/3', { qty: 2 }],
    ['DELETE', '/apps/ecommerce/cart/3'],
    ['POST', '/apps/ecommerce/checkout', { address, payment: card }],
    ['GET', '/apps/ecommerce/orders'],
    ['GET', '/apps/ecommerce/orders/1001'],
  ] as const

  it.each(calls)('%s %s needs a token', async (method, path, body?: unknown) => {
    expect((await send(method, path, body, null)).status).toBe(401)
  })

  it.each(calls)(
    '%s %s is forbidden to the client account',
    async (method, path, body?: unknown) => {
      const client = await tokenOf(CLIENT)
      const before = [db.table(cartTable).all(), db.table(wishlistTable).all()]
      expect((await send(method, path, body, client)).status).toBe(403)
      expect([db.table(cartTable).all(), db.table(wishlistTable).all()]).toEqual(before)
    },
  )

  it('counts the real cart at sign-in', async () => {
    expect(db.table(productsTable).all().length).toBe(PRODUCT_COUNT)
    await send('POST', '/apps/ecommerce/cart', { productId: 1 })
    const response = await app.request('/jwt/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { userData } = loginResponseSchema.parse(await response.json())
    expect(userData.extras.eCommerceCartItemsCount).toBe(4)
  })
})
