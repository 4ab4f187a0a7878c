// Checks the bundle budgets of ARCHITECTURE.md on the production build in dist/:
// - first load of /login (every JS and CSS file the browser fetches, the mock back end included) <= 250 kB gzip;
// - every chunk not in that first load (route chunks, lazy libraries) <= 150 kB gzip.
// It loads /login in Chromium from a preview server, so what counts is what a browser really fetches.
// Writes the figures to stdout and, with --json FILE, to FILE. Exits 1 when a budget is exceeded.
import { chromium } from '@playwright/test'
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromiumArgs, chromiumPath } from './chromium-path.mjs'

export const BUDGETS = { firstLoadLoginKb: 250, routeChunkKb: 150 }
const port = 4179
const base = `http://127.0.0.1:${port}`
const gzipKb = (file) =>
  gzipSync(readFileSync(new URL(`../dist/${file}`, import.meta.url)), { level: 9 }).length / 1024

async function waitForServer(url, ms = 20_000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`preview server did not start at ${url}`)
}

/** Files (relative to dist/) that the browser loads for a first visit to `path`. */
export async function firstLoadFiles(path) {
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort'],
    { stdio: 'ignore' },
  )
  try {
    await waitForServer(`${base}/login`)
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
    const page = await browser.newPage()
    const files = new Set()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname.slice(1))
    })
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    await browser.close()
    return [...files]
  } finally {
    server.kill()
  }
}

const initial = await firstLoadFiles('/login')
const firstLoadKb = initial.reduce((sum, file) => sum + gzipKb(file), 0)
const lazy = readdirSync(new URL('../dist/assets', import.meta.url))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => `assets/${name}`)
  .filter((file) => !initial.includes(file))
  .map((file) => ({ file, kb: gzipKb(file) }))
  .sort((a, b) => b.kb - a.kb)
const largest = lazy[0] ?? { file: '(none)', kb: 0 }

const report = {
  firstLoadLogin: {
    kb: Number(firstLoadKb.toFixed(1)),
    budgetKb: BUDGETS.firstLoadLoginKb,
    files: initial.length,
  },
  largestLazyChunk: {
    file: largest.file,
    kb: Number(largest.kb.toFixed(1)),
    budgetKb: BUDGETS.routeChunkKb,
  },
  lazyChunks: lazy.length,
}
console.log(
  `bundle: first load of /login ${report.firstLoadLogin.kb} kB gzip in ${initial.length} files (budget ${BUDGETS.firstLoadLoginKb})`,
)
console.log(
  `bundle: largest lazy chunk ${largest.file} ${report.largestLazyChunk.kb} kB gzip (budget ${BUDGETS.routeChunkKb}); ${lazy.length} lazy chunks`,
)
const jsonAt = process.argv.indexOf('--json')
if (jsonAt > 0 && process.argv[jsonAt + 1])
  writeFileSync(process.argv[jsonAt + 1], JSON.stringify(report, null, 2))

const failures = []
if (firstLoadKb > BUDGETS.firstLoadLoginKb) failures.push('first load of /login is over budget')
if (largest.kb > BUDGETS.routeChunkKb)
  failures.push(`${largest.file} is over the route chunk budget`)
if (failures.length) {
  console.error(`bundle budget exceeded: ${failures.join('; ')}`)
  process.exit(1)
}
