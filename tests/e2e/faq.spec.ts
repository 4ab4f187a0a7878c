import type { Page } from '@playwright/test'
import { expect, expectEachToContain, signedIn, test } from './fixtures'

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the FAQ' })
const categories = (page: Page) =>
  page.getByRole('tablist', { name: 'Categories' }).getByRole('tab')
/** The questions of the open category (accordion buttons). */
const questions = (page: Page) => page.getByRole('tabpanel').getByRole('button')

async function openFaq(page: Page, search = '') {
  await signedIn(page, 'admin')
  await page.goto(`/pages/faq${search}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible()
}

test.describe('FAQ', () => {
  test('searches the questions: results narrow, no results, clear', async ({ page }) => {
    await openFaq(page)
    await expect(page).toHaveTitle('FAQ - Tavola')
    await expect(categories(page)).toHaveText([
      'Payment',
      'Delivery',
      'Cancellation & return',
      'My orders',
      'Products & services',
    ])
    await expect(categories(page).first()).toHaveAttribute('aria-selected', 'true')
    await expect(questions(page)).toHaveCount(5)

    // Case-insensitive, questions only; categories without a match are left out.
    await searchBox(page).fill('REFUND')
    await expect(page).toHaveURL(/q=REFUND/)
    await expect(categories(page)).toHaveText(['Payment'])
    await expect(questions(page)).toHaveText(['When will I get my refund?'])
    // A search opens the matching answers.
    await expect(page.getByText(/Card refunds are sent the same day/)).toBeVisible()

    await searchBox(page).fill('order')
    await expect(page).toHaveURL(/q=order/)
    await expect(categories(page)).toHaveText(['Delivery', 'Cancellation & return', 'My orders'])
    await categories(page).filter({ hasText: 'My orders' }).click()
    await expect(page).toHaveURL(/category=myOrders/)
    await expect(questions(page)).toHaveCount(3)
    await expectEachToContain(questions(page), 'order')

    await searchBox(page).fill('tiramisu')
    await expect(page.getByRole('heading', { name: 'No questions match “tiramisu”' })).toBeVisible()
    await expect(page.getByRole('tablist')).toHaveCount(0)
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(searchBox(page)).toHaveValue('')
    await expect(page).not.toHaveURL(/q=/)
    await expect(categories(page)).toHaveCount(5)
    // The chosen category stays chosen.
    await expect(categories(page).filter({ hasText: 'My orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(questions(page)).toHaveCount(5)
  })

  test('keeps the search and the category in the URL and opens answers by keyboard', async ({
    page,
  }) => {
    await openFaq(page, '?q=delivery&category=delivery')
    await expect(searchBox(page)).toHaveValue('delivery')
    await expect(categories(page).filter({ hasText: 'Delivery' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(questions(page)).toHaveText([
      'How long does delivery take?',
      'Is there a minimum order for delivery?',
      'Can I schedule a delivery for later?',
    ])

    await page.goto('/pages/faq?category=productServices&q=')
    const first = questions(page).first()
    await expect(first).toHaveText('Do you have vegetarian and vegan dishes?')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(/most pasta and pizza can be made vegan/)).toBeVisible()

    // The contact section.
    await expect(page.getByRole('heading', { name: 'You still have a question?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'help@tavola.example' })).toHaveAttribute(
      'href',
      'mailto:help@tavola.example',
    )
    await expect(page.getByRole('link', { name: '+1 (555) 010-4400' })).toHaveAttribute(
      'href',
      'tel:+15550104400',
    )
  })

  test('is not offered to the client account', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/pages/faq')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})
