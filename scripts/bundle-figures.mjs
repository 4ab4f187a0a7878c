// Bundle measurements shared by check-budgets.mjs (the CI gate) and bench.mjs (the report):
// what a browser really fetches for a first visit, and the gzip size of each built file.
import { chromium } from '@playwright/test'
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromiumArgs, chromiumPath } from './chromium-path.mjs'

export const BUDGETS = { firstLoadLoginKb: 250, routeChunkKb: 150 }

/** Gzip size (level 9, as a server would serve it) in kB of `file`, relative to `distDir`. */
export const gzipKb = (distDir, file) =>
  gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024

export async function waitForServer(url, ms = 20_000) {
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

/** Starts `vite preview` of `outDir` on `port`; resolves once it answers. Kill the returned process. */
export async function startPreview({ port, outDir, stdio = 'ignore' }) {
  const args = ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort']
  if (outDir) args.push('--outDir', outDir)
  const server = spawn(process.execPath, args, { stdio })
  try {
    await waitForServer(`http://127.0.0.1:${port}/login`)
  } catch (error) {
    server.kill()
    throw error
  }
  return server
}

/**
 * Watches the page's requests; the function returned resolves once none has started or ended for
 * `quietMs` (or after `maxMs`). Neither Playwright's `networkidle` nor a count of requests in
 * flight ever settles: the mock's SharedWorker script is reported as a request that never ends,
 * so only activity counts.
 */
export function networkQuiet(page) {
  let lastActivity = Date.now()
  const touch = () => (lastActivity = Date.now())
  page.on('request', touch)
  page.on('requestfinished', touch)
  page.on('requestfailed', touch)
  return async (quietMs = 300, maxMs = 10_000) => {
    const end = Date.now() + maxMs
    await new Promise((resolve) => setTimeout(resolve, quietMs))
    while (Date.now() < end && Date.now() - lastActivity < quietMs)
      await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Files (relative to the dist dir) that Chromium loads for a first visit to `path` under `base`. */
export async function loadedFiles(base, path) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const page = await browser.newPage()
    const files = new Set()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname.slice(1))
    })
    const settled = networkQuiet(page)
    await page.goto(`${base}${path}`)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    // The mock's chunk loads after the first paint; wait until nothing more is fetched.
    await settled(500)
    return [...files]
  } finally {
    await browser.close()
  }
}

/** Every built JS and CSS file not in `initial`, with its gzip size, largest first. */
export function lazyChunks(distDir, initial) {
  return readdirSync(join(distDir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`)
    .filter((file) => !initial.includes(file))
    .map((file) => ({ file, kb: gzipKb(distDir, file) }))
    .sort((a, b) => b.kb - a.kb)
}
