// Screenshots for the README: node scripts/readme-shots.mjs (BASE defaults to the preview server on 4173).
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium-path.mjs'

const base = process.env.BASE ?? 'http://127.0.0.1:4173'
const out = 'docs/screenshots'
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })

async function signedIn(layout, width = 1280) {
  const page = await browser.newPage({ viewport: { width, height: 760 } })
  await page.goto(`${base}/login`)
  await page.evaluate(
    (value) => localStorage.setItem('tavola.layout', JSON.stringify(value)),
    layout,
  )
  await page.reload()
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@demo.com')
  await page.getByRole('textbox', { name: 'Password' }).fill('admin')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // The sign-in page has a heading of its own: wait for the dashboard's, and its cards' data.
  await page.getByRole('heading', { level: 1, name: 'Welcome back, John Doe' }).waitFor()
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'))
  await page.waitForTimeout(400)
  return page
}

const login = await browser.newPage({ viewport: { width: 1280, height: 760 } })
await login.goto(`${base}/login`)
await login.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
await login.screenshot({ path: `${out}/login.png` })

const light = await signedIn({ menuCollapsed: false })
await light.screenshot({ path: `${out}/shell-light.png` })
await light.getByRole('button', { name: /^Account menu/ }).click()
await light.getByRole('menuitem', { name: 'Customize layout' }).click()
await light.getByRole('dialog', { name: 'Theme customizer' }).waitFor()
await light.waitForTimeout(400)
await light.screenshot({ path: `${out}/customizer.png` })

const dark = await signedIn({ skin: 'dark', menuLayout: 'horizontal', navbarColor: 'brand' })
await dark.getByRole('button', { name: 'Search', exact: true }).click()
await dark.getByRole('dialog').waitFor()
await dark.keyboard.type('log')
await dark.waitForTimeout(400)
await dark.screenshot({ path: `${out}/dark-horizontal-search.png` })

const apps = await signedIn({ menuCollapsed: true })
await apps.goto(`${base}/apps/calendar`)
await apps.getByRole('button', { name: 'Add event' }).waitFor()
await apps.waitForTimeout(400)
await apps.screenshot({ path: `${out}/calendar.png` })
await apps.goto(`${base}/apps/invoice/list`)
await apps.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1).waitFor()
await apps.screenshot({ path: `${out}/invoices.png` })

const phone = await signedIn({ direction: 'rtl', skin: 'semi-dark' }, 375)
await phone.getByRole('button', { name: 'Open menu' }).click()
await phone.waitForTimeout(400)
await phone.screenshot({ path: `${out}/phone-rtl-menu.png` })
await browser.close()
console.log('written to', out)
