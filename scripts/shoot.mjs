// Screenshots of pages for a visual check: node scripts/shoot.mjs <url-path> <out.png> [width] [skin] [signin]
// LAYOUT='{"direction":"rtl"}' sets more layout preferences; LANGUAGE=de the interface language;
// BASE sets the server.
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium-path.mjs'

const [path = '/login', out = 'shot.png', width = '1280', scheme = 'light', signin = ''] =
  process.argv.slice(2)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } })
page.on('console', (m) => m.type() === 'error' && console.log('console.error:', m.text()))
page.on('pageerror', (e) => console.log('pageerror:', e.message))
const base = process.env.BASE ?? 'http://127.0.0.1:4173'
if (signin) {
  await page.goto(`${base}/login`)
  await page.getByLabel('Email').fill(`${signin}@demo.com`)
  await page.getByRole('textbox', { name: 'Password' }).fill(signin)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}
const layout = { skin: scheme, ...JSON.parse(process.env.LAYOUT ?? '{}') }
if (!signin) await page.goto(`${base}/misc/error`)
await page.evaluate(
  ([value, language]) => {
    localStorage.setItem('tavola.layout', JSON.stringify(value))
    if (language) localStorage.setItem('tavola.language', language)
  },
  [layout, process.env.LANGUAGE],
)
await page.goto(`${base}${path}`)
await page.waitForTimeout(600)
await page.screenshot({ path: out, fullPage: true })
console.log('title:', await page.title(), 'url:', page.url())
await browser.close()
