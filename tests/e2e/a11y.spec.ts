import type { Page } from '@playwright/test'
import {
  COLOR_SCHEME_KEY,
  LAYOUT_KEY,
  expect,
  expectNoAxeViolations,
  loginForm,
  signIn,
  test,
  type AccountName,
} from './fixtures'

/**
 * Every page built so far: its address, its title's page part (titles read
 * "<page> - Tavola") and its main heading (waited for, so that axe scans the
 * rendered page, not a loading state).
 */
const publicPages = [
  { path: '/login', title: 'Sign in', heading: 'Welcome to the staff dashboard!' },
  { path: '/register', title: 'Register', heading: 'Adventure starts here' },
  { path: '/forgot-password', title: 'Forgot password', heading: 'Forgot password?' },
  { path: '/pages/login-v1', title: 'Sign in', heading: 'Welcome to the staff dashboard!' },
  { path: '/pages/login-v2', title: 'Sign in', heading: 'Welcome to the staff dashboard!' },
  { path: '/pages/register-v1', title: 'Register', heading: 'Adventure starts here' },
  { path: '/pages/register-v2', title: 'Register', heading: 'Adventure starts here' },
  { path: '/pages/forgot-password-v1', title: 'Forgot password', heading: 'Forgot password?' },
  { path: '/pages/forgot-password-v2', title: 'Forgot password', heading: 'Forgot password?' },
  { path: '/pages/reset-password-v1', title: 'Reset password', heading: 'Reset password' },
  { path: '/pages/reset-password-v2', title: 'Reset password', heading: 'Reset password' },
  { path: '/misc/coming-soon', title: 'Coming soon', heading: 'We are launching soon' },
  { path: '/misc/not-authorized', title: 'Not authorized', heading: 'You are not authorized!' },
  { path: '/misc/maintenance', title: 'Under maintenance', heading: 'Under maintenance' },
  { path: '/misc/error', title: 'Page not found', heading: 'Page not found' },
  { path: '/no/such/page', title: 'Page not found', heading: 'Page not found' },
] as const

async function expectPage(page: Page, title: string, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(page).toHaveTitle(`${title} - Tavola`)
}

async function openSignedIn(page: Page, who: AccountName, path: '/' | '/access-control') {
  await signIn(page, who)
  if (page.url().endsWith(path)) return
  await page.goto(path)
}

async function expectSignedInPage(page: Page, path: '/' | '/access-control', fullName: string) {
  if (path === '/') {
    await expectPage(page, 'Home', `Welcome back, ${fullName}`)
  } else {
    await expectPage(page, 'Access control', 'Access control')
    await expect(page.getByRole('table', { name: 'Rules granted to this account' })).toBeVisible()
  }
}

/**
 * Chooses the dark scheme before the app starts. The app's default is light
 * whatever the OS says, so emulating the media query alone is not enough:
 * Mantine's own manager reads its key, and the layout preferences (skin
 * "dark") read theirs; expectDarkScheme checks that one of them took effect.
 */
async function useDarkScheme(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.addInitScript(
    ({ mantineKey, layoutKey }) => {
      localStorage.setItem(mantineKey, 'dark')
      localStorage.setItem(layoutKey, JSON.stringify({ skin: 'dark' }))
    },
    { mantineKey: COLOR_SCHEME_KEY, layoutKey: LAYOUT_KEY },
  )
}

async function expectDarkScheme(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
}

test.describe('signed out', () => {
  for (const { path, title, heading } of publicPages) {
    test(`${path} is titled "${title}" and has no axe violations`, async ({ page }) => {
      await page.goto(path)
      await expectPage(page, title, heading)
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('signed in', () => {
  const cases = [
    { who: 'admin', path: '/', fullName: 'John Doe' },
    { who: 'admin', path: '/access-control', fullName: 'John Doe' },
    { who: 'client', path: '/access-control', fullName: 'Jane Doe' },
  ] as const
  for (const { who, path, fullName } of cases) {
    test(`${path} as ${who} has no axe violations`, async ({ page }) => {
      await openSignedIn(page, who, path)
      await expectSignedInPage(page, path, fullName)
      await expectNoAxeViolations(page)
    })
  }

  test('the collapsed side menu with a group open has no axe violations', async ({ page }) => {
    await openSignedIn(page, 'admin', '/')
    await expectSignedInPage(page, '/', 'John Doe')
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible()
    await page.getByRole('button', { name: 'Miscellaneous' }).click()
    const item = page.getByRole('menuitem', { name: 'Maintenance' })
    await expect(item).toBeInViewport()
    await expectNoAxeViolations(page)
    await item.click()
    await expect(page).toHaveURL('/misc/maintenance')
  })

  test('the expanded side menu and the open user menu have no axe violations', async ({ page }) => {
    await openSignedIn(page, 'admin', '/')
    await expectSignedInPage(page, '/', 'John Doe')
    await page.getByRole('button', { name: 'Expand menu' }).click()
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible()
    await page.getByRole('button', { name: 'Authentication' }).click()
    await expect(page.getByRole('link', { name: 'Login v1' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Account menu: John Doe' }).click()
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('states', () => {
  test('the sign-in form showing its validation errors has no axe violations', async ({ page }) => {
    await page.goto('/login')
    await loginForm(page).submit.click()
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    await expect(page.getByText('Enter your password')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the register form showing its validation errors has no axe violations', async ({
    page,
  }) => {
    await page.goto('/register')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByText('Accept the privacy policy and terms to continue')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the forgot-password and reset-password confirmations have no axe violations', async ({
    page,
  }) => {
    await page.goto('/forgot-password')
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@tavola.test')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toContainText('Check your inbox')
    await expectNoAxeViolations(page)

    await page.goto('/pages/reset-password-v1')
    await page.getByRole('textbox', { name: 'New password' }).fill('kitchen42')
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('kitchen42')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByRole('status')).toContainText('Password reset')
    await expectNoAxeViolations(page)
  })
})

test.describe('dark scheme', () => {
  test('/login, also showing its validation errors, has no axe violations', async ({ page }) => {
    await useDarkScheme(page)
    await page.goto('/login')
    await expectPage(page, 'Sign in', 'Welcome to the staff dashboard!')
    await expectDarkScheme(page)
    await expectNoAxeViolations(page)

    await loginForm(page).submit.click()
    await expect(page.getByText('Enter your password')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('/ as admin has no axe violations', async ({ page }) => {
    await useDarkScheme(page)
    await openSignedIn(page, 'admin', '/')
    await expectSignedInPage(page, '/', 'John Doe')
    await expectDarkScheme(page)
    await expectNoAxeViolations(page)
  })
})

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('/login has no axe violations', async ({ page }) => {
    await page.goto('/login')
    await expectPage(page, 'Sign in', 'Welcome to the staff dashboard!')
    await expectNoAxeViolations(page)
  })

  test('/ as admin, menu closed and open, has no axe violations', async ({ page }) => {
    await openSignedIn(page, 'admin', '/')
    await expectSignedInPage(page, '/', 'John Doe')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }),
    ).toBeInViewport()
    await expectNoAxeViolations(page)
  })

  test('/access-control as client has no axe violations', async ({ page }) => {
    await openSignedIn(page, 'client', '/access-control')
    await expectSignedInPage(page, '/access-control', 'Jane Doe')
    await expectNoAxeViolations(page)
  })
})
