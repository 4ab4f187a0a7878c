import type { Page } from '@playwright/test'
import { expect, navigateInApp, signedIn, test } from './fixtures'

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the knowledge base' })
/** The category cards' headings (level 2). */
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 })
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

async function openLanding(page: Page, search = '') {
  await signedIn(page, 'admin')
  await page.goto(`/pages/knowledge-base${search}`)
  await expect(h1(page, 'Knowledge base')).toBeVisible()
}

test.describe('Knowledge base', () => {
  test('the search filters the category cards, with a no-results state and a clear', async ({
    page,
  }) => {
    await openLanding(page)
    await expect(page).toHaveTitle('Knowledge base - Tavola')
    await expect(cardTitles(page)).toHaveText([
      'Getting started',
      'Orders and the shop',
      'Invoices and payments',
      'Team and users',
      'Mail, chat and calendar',
    ])

    // By a category's title (case-insensitive).
    await searchBox(page).fill('PAYMENTS')
    await expect(page).toHaveURL(/q=PAYMENTS/)
    await expect(cardTitles(page)).toHaveText(['Invoices and payments'])

    // By what an article says: "Signing in and out" covers the password.
    await searchBox(page).fill('password')
    await expect(cardTitles(page)).toHaveText(['Getting started'])
    await expect(
      page.getByRole('article').filter({ hasText: 'Getting started' }).getByRole('listitem'),
    ).toHaveText(['Signing in and out'])

    // By a question's text: the card lists only the matching questions.
    await searchBox(page).fill('shortcut')
    await expect(cardTitles(page)).toHaveText(['Getting started'])
    const card = page.getByRole('article').filter({ hasText: 'Getting started' })
    await expect(card.getByRole('listitem')).toHaveText(['Keyboard shortcuts'])

    await searchBox(page).fill('espresso machine')
    await expect(
      page.getByRole('heading', { name: 'No articles match “espresso machine”' }),
    ).toBeVisible()
    await expect(cardTitles(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(searchBox(page)).toHaveValue('')
    await expect(page).not.toHaveURL(/q=/)
    await expect(cardTitles(page)).toHaveCount(5)

    // The search survives a reload.
    await page.goto('/pages/knowledge-base?q=chat%20and')
    await expect(searchBox(page)).toHaveValue('chat and')
    await expect(cardTitles(page)).toHaveText(['Mail, chat and calendar'])
  })

  test('opens a question from its category, then a related one, and goes back', async ({
    page,
  }) => {
    await openLanding(page)
    await page.getByRole('link', { name: 'Invoices and payments', exact: true }).click()
    await expect(page).toHaveURL('/pages/knowledge-base/invoices-and-payments')
    await expect(h1(page, 'Invoices and payments')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Invoices',
      'Printing and downloading',
    ])

    await page.getByRole('link', { name: 'How do I add an invoice?' }).click()
    await expect(page).toHaveURL(
      '/pages/knowledge-base/invoices-and-payments/how-do-i-add-an-invoice',
    )
    await expect(h1(page, 'How do I add an invoice?')).toBeVisible()
    await expect(page).toHaveTitle('How do I add an invoice? - Tavola')
    await expect(page.getByText('Last updated on Nov 12, 2026')).toBeVisible()
    const article = page.getByRole('article')
    await expect(article.getByRole('listitem').first()).toContainText('Invoice › Add')
    const related = page.getByRole('region', { name: 'Related questions' })
    await expect(related.getByRole('listitem')).toHaveText([
      'Recording a payment',
      'Sending an invoice to a client',
      'Printing an invoice',
      'Downloading an invoice',
    ])

    await related.getByRole('link', { name: 'Printing an invoice' }).click()
    await expect(page).toHaveURL('/pages/knowledge-base/invoices-and-payments/printing-an-invoice')
    await expect(h1(page, 'Printing an invoice')).toBeVisible()

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByText('Printing an invoice')).toHaveAttribute(
      'aria-current',
      'page',
    )
    await breadcrumb.getByRole('link', { name: 'Invoices and payments' }).click()
    await expect(h1(page, 'Invoices and payments')).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Knowledge base' })
      .click()
    await expect(page).toHaveURL('/pages/knowledge-base')
    await expect(cardTitles(page)).toHaveCount(5)
  })

  test('an unknown category or article shows a designed 404 with a way back', async ({ page }) => {
    await signedIn(page, 'admin')
    await page.goto('/pages/knowledge-base/no-such-category')
    await expect(h1(page, 'Category not found')).toBeVisible()
    await expect(page).toHaveTitle('Category not found - Tavola')
    await page.getByRole('link', { name: 'Back to the knowledge base' }).click()
    await expect(page).toHaveURL('/pages/knowledge-base')

    await navigateInApp(page, '/pages/knowledge-base/getting-started/no-such-article')
    await expect(h1(page, 'Article not found')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the category' }).click()
    await expect(h1(page, 'Getting started')).toBeVisible()

    await navigateInApp(page, '/pages/knowledge-base/no-such-category/keyboard-shortcuts')
    await expect(h1(page, 'Category not found')).toBeVisible()
    // Not even a slug: still "not found", never an error.
    await page.goto('/pages/knowledge-base/Getting%20Started')
    await expect(h1(page, 'Category not found')).toBeVisible()
  })
})
