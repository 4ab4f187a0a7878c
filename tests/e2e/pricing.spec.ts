import type { Page } from '@playwright/test'
import { expect, signedIn, test } from './fixtures'

async function openPricing(page: Page, search = '') {
  await signedIn(page, 'admin')
  await page.goto(`/pages/pricing${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing plans' })).toBeVisible()
  await expect(plan(page, 'Standard')).toBeVisible()
}

const plan = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

test.describe('Pricing', () => {
  test('switches between monthly and annual prices', async ({ page }) => {
    await openPricing(page)
    const standard = plan(page, 'Standard')
    const enterprise = plan(page, 'Enterprise')
    await expect(plan(page, 'Basic')).toContainText('$0/month')
    await expect(standard).toContainText('$49/month')
    await expect(standard).toContainText('Billed monthly')
    await expect(enterprise).toContainText('$99/month')

    await page.getByText('Annually (save up to 19%)').click()
    await expect(page).toHaveURL(/\?billing=annual$/)
    await expect(standard).toContainText('$40/month')
    await expect(standard).toContainText('$480 per year')
    await expect(enterprise).toContainText('$80/month')
    await expect(enterprise).toContainText('$960 per year')

    await page.reload()
    await expect(plan(page, 'Standard')).toContainText('$480 per year')
    await page.getByText('Monthly', { exact: true }).click()
    await expect(plan(page, 'Standard')).toContainText('$49/month')
  })

  test('marks the popular and the current plan, lists benefits and answers questions', async ({
    page,
  }) => {
    await openPricing(page)
    const basic = plan(page, 'Basic')
    await expect(basic.getByText('Current plan', { exact: true })).toBeVisible()
    await expect(basic.getByRole('button', { name: 'Your current plan' })).toBeDisabled()
    await expect(plan(page, 'Standard').getByText('Popular')).toBeVisible()
    await expect(plan(page, 'Standard').getByText('Current plan', { exact: true })).toHaveCount(0)
    await expect(
      plan(page, 'Standard').getByRole('link', { name: 'Upgrade to Standard' }),
    ).toBeVisible()
    const basicBenefits = basic.getByRole('list', { name: 'Basic benefits' })
    await expect(basicBenefits).toContainText('One venue, up to 10 staff accounts')
    await expect(basicBenefits).toContainText('Table bookings and a walk-in list')
    await expect(plan(page, 'Enterprise')).toContainText('Reports across every venue')

    const question = page.getByRole('button', {
      name: 'Can I use one plan for several restaurants?',
    })
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('Basic covers a single venue.', { exact: false })).toBeVisible()
  })

  test('the client account may not see it', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/pages/pricing')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})
