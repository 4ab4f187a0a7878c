import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium-path.mjs'
const exe = process.argv[2] ?? chromiumPath()
const browser = await chromium.launch({ executablePath: exe, args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
page.on('console', (m) => console.log('console:', m.type(), m.text()))
page.on('pageerror', (e) => console.log('pageerror:', e.message))
const base = 'http://127.0.0.1:4177'
await page.goto(`${base}/login`)
await page.getByLabel('Email').fill('admin@demo.com')
await page.getByRole('textbox', { name: 'Password' }).fill('admin')
await page.getByRole('button', { name: 'Sign in' }).click()
await page.waitForURL((url) => !url.pathname.startsWith('/login'))
await page.goto(`${base}/extensions/media-player`)
for (const s of [1, 3, 6, 10]) {
  await page.waitForTimeout(s === 1 ? 1000 : 3000)
  const st = await page.evaluate(() => ({ status: document.querySelector('[role=status]')?.textContent, src: document.querySelector('video')?.src, mr: typeof MediaRecorder, webm: typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported('video/webm'), dur: document.querySelector('video')?.duration, rs: document.querySelector('video')?.readyState }))
  console.log(s, JSON.stringify(st))
}
await browser.close()
