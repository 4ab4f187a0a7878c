import type { Page } from '@playwright/test'
import {
  COLOR_SCHEME_KEY,
  expect,
  expectNoAxeViolations,
  LAYOUT_KEY,
  signIn,
  test,
} from './fixtures'

async function openPricing(page: Page, search = '') {
  await signIn(page, 'admin')
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
    await expect(standard).toContainText('USD 480 per year')
    await expect(enterprise).toContainText('$80/month')
    await expect(enterprise).toContainText('USD 960 per year')

    await page.reload()
    await expect(plan(page, 'Standard')).toContainText('USD 480 per year')
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
    await expect(basicBenefits).toContainText('100 responses per month')
    await expect(basicBenefits).toContainText('Up to 2 subdomains')
    await expect(plan(page, 'Enterprise')).toContainText('5GB file storage')

    const question = page.getByRole('button', {
      name: 'Can I use one plan for several restaurants?',
    })
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('Basic covers a single venue.', { exact: false })).toBeVisible()
  })

  test('the client account may not see it', async ({ page }) => {
    await signIn(page, 'client')
    await page.goto('/pages/pricing')
    await expect(page).toHaveURL('/misc/not-authorized')
  })

  test('has no axe violations, also annual and at 375 px', async ({ page }) => {
    test.slow()
    await openPricing(page)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/pages/pricing?billing=annual')
    await expect(plan(page, 'Standard')).toContainText('USD 480 per year')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await expectNoAxeViolations(page)
  })

  test('has no axe violations in the dark skin, right to left', async ({ page }) => {
    test.slow()
    await page.addInitScript(
      ({ mantineKey, layoutKey }) => {
        localStorage.setItem(mantineKey, 'dark')
        localStorage.setItem(layoutKey, JSON.stringify({ skin: 'dark', direction: 'rtl' }))
      },
      { mantineKey: COLOR_SCHEME_KEY, layoutKey: LAYOUT_KEY },
    )
    await openPricing(page, '?billing=annual')
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.getByRole('button', { name: 'Does my subscription renew automatically?' }).click()
    await expectNoAxeViolations(page)
  })
})
