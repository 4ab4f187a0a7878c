import type { Page } from '@playwright/test'
import { expect, LANGUAGE_KEY, reach, signedIn, test } from './fixtures'

// The sample shop (src/mock/fixtures/products.ts, cart.ts): 30 products; the cart starts
// with 3 lines (Stainless Stock Pot 50 L, Steak Knife Set (6) x2, Gastronorm Container);
// the wishlist with Copper Saucepan 2 L, Stand Mixer 5 L, Crystal Wine Glass (6), Chef's Knife.

const products = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article')
const cartButton = (page: Page, count: number) =>
  page.getByRole('button', { name: count === 1 ? 'Cart, 1 item' : `Cart, ${String(count)} items` })

async function openShop(page: Page, search = '') {
  await signedIn(page, 'admin')
  await page.goto(`/apps/ecommerce/shop${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
  await expect(products(page).first()).toBeVisible()
}

/**
 * Ticks a filter. Filters are the address's state, so the box shows ticked once the router has
 * moved, a moment after the click; `check()` wants the change at once, so the test clicks and
 * then waits for the ticked box.
 */
async function pick(page: Page, role: 'checkbox' | 'radio', name: string) {
  const control = page.getByRole(role, { name })
  await control.click()
  await expect(control).toBeChecked()
}

test.describe('Shop', () => {
  test('searches and sorts, with the state in the address', async ({ page }) => {
    await openShop(page)
    await expect(page.getByText('30 results found')).toBeVisible()
    await expect(products(page)).toHaveCount(9)
    await expect(products(page).first()).toHaveAccessibleName('Walk-in Shelving Unit')

    await page.getByRole('textbox', { name: 'Search products' }).fill('knife')
    await expect(page).toHaveURL(/q=knife/)
    await expect(page.getByText('5 results found')).toBeVisible()
    for (const name of await products(page).evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('aria-label') ?? ''),
    ))
      expect(name.toLowerCase()).toContain('knife')

    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Lowest price' }).click()
    await expect(page).toHaveURL(/sortBy=price-asc/)
    await expect(products(page).first()).toHaveAccessibleName('Oyster Knife')
    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Highest price' }).click()
    await expect(products(page).first()).toHaveAccessibleName("Chef's Knife 21 cm")

    // The address alone brings the same page back.
    await page.reload()
    await expect(page.getByText('5 results found')).toBeVisible()
    await expect(products(page).first()).toHaveAccessibleName("Chef's Knife 21 cm")

    // List view and pages.
    await page.getByRole('textbox', { name: 'Search products' }).fill('')
    await expect(page.getByText('30 results found')).toBeVisible()
    await page.getByText('List', { exact: true }).click()
    await expect(page).toHaveURL(/view=list/)
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(products(page)).toHaveCount(9)
  })

  test('filters by brand and price', async ({ page }) => {
    await openShop(page)
    await pick(page, 'checkbox', 'Lama')
    await expect(page).toHaveURL(/brands=/)
    await expect(page.getByText('4 results found')).toBeVisible()
    await pick(page, 'radio', '$50 to $250')
    await expect(page).toHaveURL(/priceMin=50/)
    await expect(page.getByText('3 results found')).toBeVisible()
    await expect(products(page)).toHaveCount(3)
    for (const card of await products(page).all()) {
      await expect(card).toContainText('By Lama')
      const price = Number((await card.getByText(/^\$/).first().innerText()).replace(/[$,]/g, ''))
      expect(price).toBeGreaterThanOrEqual(50)
      expect(price).toBeLessThanOrEqual(250)
    }
    await pick(page, 'radio', '4 stars and up')
    await expect(page).toHaveURL(/rating=4/)
    await expect(page.getByText('1 result found')).toBeVisible()
    await expect(products(page)).toHaveCount(1)
    await expect(products(page).first()).toHaveAccessibleName('Steak Knife Set (6)')
    await page.getByRole('button', { name: 'Clear all filters' }).click()
    await expect(page.getByText('30 results found')).toBeVisible()
    await expect(page).toHaveURL('/apps/ecommerce/shop')
  })

  test('on a tablet the filters fold above the products until asked for', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 800 })
    await openShop(page)
    // The first products are on the first screen, not a screen of filters down.
    await expect(products(page).first()).toBeInViewport()
    const fold = page.getByRole('button', { name: 'Show filters' })
    await expect(fold).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('checkbox', { name: 'Lama' })).toBeHidden()
    await fold.click()
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await pick(page, 'checkbox', 'Lama')
    await expect(page.getByText('4 results found')).toBeVisible()
    // An address that sets a filter opens with the filters shown.
    await page.reload()
    await expect(page.getByRole('checkbox', { name: 'Lama' })).toBeChecked()
    await page.getByRole('button', { name: 'Hide filters' }).click()
    await expect(page.getByRole('checkbox', { name: 'Lama' })).toBeHidden()
    // On a desktop the filters stand beside the products, with nothing to fold.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole('checkbox', { name: 'Lama' })).toBeVisible()
    await expect(page.getByRole('button', { name: /filters$/ })).toHaveCount(1) // Clear all filters
  })

  test('adds a product to the cart and the navbar count follows', async ({ page }) => {
    await openShop(page)
    await expect(cartButton(page, 3)).toBeVisible()
    await page.getByRole('button', { name: 'Add Walk-in Shelving Unit to cart' }).click()
    await expect(cartButton(page, 4)).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'View Walk-in Shelving Unit in cart' }),
    ).toBeVisible()
    await cartButton(page, 4).click()
    await expect(page.getByRole('dialog', { name: 'Cart' })).toContainText('Walk-in Shelving Unit')

    // The wishlist toggle on a card.
    await page.keyboard.press('Escape')
    const wish = page.getByRole('button', { name: 'Add Walk-in Shelving Unit to wishlist' })
    await wish.click()
    await expect(
      page.getByRole('button', { name: 'Remove Walk-in Shelving Unit from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  test('opens a product, adds two of it, and shows related products', async ({ page }) => {
    await openShop(page)
    await page.getByRole('textbox', { name: 'Search products' }).fill('oyster')
    await expect(page.getByText('1 result found')).toBeVisible()
    await page.getByRole('link', { name: 'Oyster Knife' }).click()
    await expect(page).toHaveURL('/apps/ecommerce/product-detail/oyster-knife')
    await expect(page.getByRole('heading', { level: 1, name: 'Oyster Knife' })).toBeVisible()
    await expect(page.getByText('In stock')).toBeVisible()
    await expect(page.getByRole('radiogroup', { name: 'Colour' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(cartButton(page, 4)).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Oyster Knife in cart' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible()
    await cartButton(page, 4).click()
    await expect(page.getByRole('dialog', { name: 'Cart' })).toContainText('Qty 2')

    await reach(page, '/apps/ecommerce/product-detail/no-such-product')
    await expect(page.getByText('Product not found')).toBeVisible()
  })

  test('moves a wishlist item to the cart', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/ecommerce/wishlist')
    const list = page.getByRole('list', { name: 'Wishlist' })
    await expect(list.getByRole('article', { name: 'Stand Mixer 5 L' })).toBeVisible()
    await page.getByRole('button', { name: 'Move Stand Mixer 5 L to cart' }).click()
    await expect(list.getByRole('article', { name: 'Stand Mixer 5 L' })).toHaveCount(0)
    await expect(cartButton(page, 4)).toBeVisible()

    // Removing is undoable.
    await page.getByRole('button', { name: 'Remove Copper Saucepan 2 L from wishlist' }).click()
    await expect(list.getByRole('article', { name: 'Copper Saucepan 2 L' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(list.getByRole('article', { name: 'Copper Saucepan 2 L' })).toBeVisible()
  })

  test('changes a quantity at checkout and places the order', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/ecommerce/checkout')
    const total = page.getByTestId('order-total')
    await expect(total).toHaveText(/^\$/)
    const before = await total.innerText()
    const qty = page.getByRole('textbox', { name: 'Quantity of Stainless Stock Pot 50 L' })
    await expect(qty).toHaveValue('1')
    await qty.fill('2')
    await expect(total).not.toHaveText(before)
    const money = (text: string) => Number(text.replace(/[$,]/g, ''))
    expect(money(await total.innerText())).toBeGreaterThan(money(before))

    await page.getByRole('button', { name: 'Continue to address' }).click()
    await expect(page).toHaveURL(/step=address/)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByText('Enter the full name')).toBeVisible()
    await page.getByRole('button', { name: 'Deliver to Home' }).click()
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Milano')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/step=payment/)

    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByText('Use a card number of 13 to 19 digits')).toBeVisible()
    const placedTotal = await total.innerText()
    await page.getByRole('textbox', { name: 'Name on card' }).fill('John Doe')
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/29')
    await page.getByRole('textbox', { name: 'CVV' }).fill('123')
    await page.getByRole('button', { name: 'Place order' }).click()

    // The order's own page, which a reload (or a later visit to its address) shows again.
    await expect(page).toHaveURL(/\/apps\/ecommerce\/order\/\d+$/)
    const number = /\/order\/(\d+)$/.exec(page.url())?.[1] ?? ''
    await expect(cartButton(page, 0)).toBeVisible()
    for (const _ of ['placed', 'reloaded']) {
      await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible()
      const items = page.getByRole('table', { name: 'Items' })
      const stockPot = items.getByRole('row', { name: /Stainless Stock Pot 50 L/ })
      await expect(stockPot.getByRole('cell').nth(1)).toHaveText('2')
      await expect(items).toContainText('Steak Knife Set (6)')
      await expect(items).toContainText('Gastronorm Container 1/1 (3)')
      const delivery = page.getByRole('region', { name: 'Delivery address' })
      await expect(delivery).toContainText('Via della Spiga 12')
      await expect(delivery).toContainText('20121 Milano')
      const payment = page.getByRole('region', { name: 'Payment' })
      await expect(payment).toContainText('Visa ending in 4242')
      await expect(page.getByText('4242 4242')).toHaveCount(0)
      await expect(page.getByTestId('order-total')).toHaveText(placedTotal)
      await page.reload()
    }
  })

  test('groups the card number in fours and the expiry as MM/YY while typing', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/apps/ecommerce/checkout?step=address')
    await page.getByRole('button', { name: 'Deliver to Home' }).click()
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    const number = page.getByRole('textbox', { name: 'Card number' })
    const expiry = page.getByRole('textbox', { name: 'Expiry (MM/YY)' })
    const cvv = page.getByRole('textbox', { name: 'CVV' })
    await number.pressSequentially('4242424242424242')
    await expect(number).toHaveValue('4242 4242 4242 4242')
    await expiry.pressSequentially('1230')
    await expect(expiry).toHaveValue('12/30')
    for (const [field, autocomplete] of [
      [number, 'cc-number'],
      [expiry, 'cc-exp'],
      [cvv, 'cc-csc'],
    ] as const) {
      await expect(field).toHaveAttribute('autocomplete', autocomplete)
      await expect(field).toHaveAttribute('inputmode', 'numeric')
    }
    // A partial date is still refused, with the same message.
    await expiry.fill('')
    await expiry.pressSequentially('1')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByText('Use MM/YY')).toBeVisible()
  })

  test('gives each kind of product its own image', async ({ page }) => {
    await openShop(page)
    const imageOf = new Map<string, string>()
    for (const pageNumber of [1, 2, 3, 4]) {
      if (pageNumber > 1) {
        // The cards of the page before stay until the next page's arrive (placeholder data).
        const before = (await products(page).first().getAttribute('aria-label')) ?? ''
        await page.getByRole('button', { name: `Page ${String(pageNumber)}` }).click()
        await expect(products(page).first()).not.toHaveAttribute('aria-label', before)
      }
      await expect(products(page)).toHaveCount(pageNumber < 4 ? 9 : 3)
      const cards = await products(page).evaluateAll((articles) =>
        articles.map((article) => ({
          name: article.getAttribute('aria-label') ?? '',
          src: article.querySelector('img')?.getAttribute('src') ?? '',
        })),
      )
      for (const { name, src } of cards) imageOf.set(name, src)
    }
    expect(imageOf.size).toBe(30)
    const sharing = [...imageOf].filter(([name, src]) =>
      [...imageOf].some(([other, otherSrc]) => other !== name && otherSrc === src),
    )
    expect(sharing).toEqual([])
  })

  test('lines up the cart buttons of a row of cards', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await openShop(page)
    const cards = await products(page).all()
    const tops = await Promise.all(cards.map(async (card) => (await card.boundingBox())?.y ?? -1))
    const firstRow = cards.filter((_, index) => tops[index] === tops[0])
    expect(firstRow.length).toBe(3)
    const buttonTops = await Promise.all(
      firstRow.map(
        async (card) =>
          (await card.getByRole('button', { name: /^Add .* to cart$/ }).boundingBox())?.y,
      ),
    )
    expect(new Set(buttonTops).size, `button tops ${buttonTops.join(', ')}`).toBe(1)
  })

  test('speaks German: filters, sorts, buttons and the cart menu', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
    await signedIn(page, 'admin')
    await page.goto('/apps/ecommerce/shop')
    const grid = page.getByRole('list', { name: 'Produkte' })
    await expect(grid.getByRole('article').first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const main = page.getByRole('main')
    await expect(main.getByText('30 Ergebnisse gefunden')).toBeVisible()
    for (const [role, name] of [
      ['radiogroup', 'Preisspanne'],
      // German writes the dollar after the amount, as Intl does (a no-break space between).
      ['radio', 'Bis 50\u00a0$'],
      ['group', 'Kategorien'],
      ['checkbox', 'Kochgeschirr'],
      ['radiogroup', 'Bewertung'],
      ['radio', 'Ab 4 Sternen'],
      ['combobox', 'Sortieren nach'],
      ['textbox', 'Produkte durchsuchen'],
      ['button', 'Walk-in Shelving Unit in den Warenkorb legen'],
      ['button', 'Walk-in Shelving Unit auf die Wunschliste setzen'],
      ['button', 'Warenkorb, 3 Artikel'],
    ] as const)
      await expect(page.getByRole(role, { name, exact: true }).first()).toBeVisible()
    await expect(main.getByText('In den Warenkorb').first()).toBeVisible()

    // None of the English words the shop had: products and brands stay as written.
    const text = await main.innerText()
    for (const english of [
      /\bFilters\b/,
      /Price range/,
      /All prices/,
      /\bUp to\b/,
      /\bCategories\b/,
      /\bBrands\b/,
      /\bRating\b/,
      /stars? and up/,
      /Sort by/,
      /\bFeatured\b/,
      /\bGrid\b/,
      /\bList\b/,
      /results? found/,
      /Add to cart/,
      /Free shipping/,
      /\bBy [A-Z]/,
      /\b(Cookware|Appliances|Tableware|Glassware|Cutlery|Storage)\b/,
    ])
      expect(text, String(english)).not.toMatch(english)
    await expect(page.getByRole('textbox', { name: 'Search products' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /to (cart|wishlist)$/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Cart, / })).toHaveCount(0)
  })

  test('client account is not let in', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/apps/ecommerce/shop')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})
