// `npm run bench`: builds the app for production into dist-bench/, serves it, and writes
// bench/report.json and bench/report.md (printed at the end) with its figures against
// the budgets (docs/bench.md): bundle sizes, Lighthouse scores, mock endpoint timings at scale 1
// and 100, and the JS heap after visiting every route. A missed budget is reported, not an error:
// the exit code is 1 only when the benchmark itself fails. See docs/bench.md.
//   --runs N       Lighthouse runs per page (default 5, the median is reported, as the peers'
//                  figures in the speed issue were taken)
//   --skip-build   reuse dist-bench/ as it is
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { desktopFigures } from './bench-desktop.mjs'
import { heapAfterEveryRoute, timeEndpoints } from './bench-page.mjs'
import {
  SIGNED_IN_PAGES,
  launchBrowser,
  lighthouseScores,
  median,
  signIn,
} from './bench-browser.mjs'
import { renderMarkdown } from './bench-report.mjs'
import { BUDGETS, gzipKb, lazyChunks, loadedFiles, startPreview } from './bundle-figures.mjs'

const OUT_DIR = 'dist-bench'
const PORT = 4323
const DEBUG_PORT = 9323
const BASE = `http://127.0.0.1:${PORT}`
// /login is measured signed out (signed in, it sends the user on), the others signed in.
const LIGHTHOUSE_SIGNED_OUT = ['/login']
const DESKTOP_RUNS = 5
const SCALES = [1, 100]
const ENDPOINT_REPEATS = 15
const HEAVIEST_ROUTES_SHOWN = 8

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = `${root}${OUT_DIR}`
const argAt = process.argv.indexOf('--runs')
const lighthouseRuns = argAt > 0 ? Number(process.argv[argAt + 1]) : 5
const round = (value, digits = 1) => Number(value.toFixed(digits))
const startedAt = Date.now()
const log = (message) =>
  console.error(`bench: ${Math.round((Date.now() - startedAt) / 1000)} s: ${message}`)

async function bundleFigures() {
  const initial = await loadedFiles(BASE, '/login')
  const lazy = lazyChunks(dist, initial)
  const largest = lazy[0] ?? { file: '(none)', kb: 0 }
  return {
    firstLoadLogin: {
      kb: round(initial.reduce((sum, file) => sum + gzipKb(dist, file), 0)),
      budgetKb: BUDGETS.firstLoadLoginKb,
      files: initial.length,
    },
    largestLazyChunk: { file: largest.file, kb: round(largest.kb) },
    routeChunkBudgetKb: BUDGETS.routeChunkKb,
    lazyChunks: lazy.length,
    lazyChunksOverBudget: lazy.filter((chunk) => chunk.kb > BUDGETS.routeChunkKb).length,
  }
}

const endpointFigures = (results) =>
  results.map(({ path, status, bytes, firstMs, times }) => ({
    path,
    status,
    kb: round(bytes / 1024),
    firstMs: round(firstMs, 2),
    medianMs: round(median(times), 2),
  }))

function notesOn(report) {
  const notes = []
  const [low, high] = SCALES.map((scale) => report.endpoints[scale])
  if (high.every((figure, i) => figure.kb === low[i].kb))
    notes.push(
      `Every answer has the same size at ×${SCALES[0]} and ×${SCALES[1]}: ` +
        '`?scale=` was not applied, so the second column measures the default data.',
    )
  for (const figure of high.filter((figure) => figure.status !== 200))
    notes.push(`\`${figure.path}\` answered ${figure.status}.`)
  for (const message of report.heap.errors)
    notes.push(`Uncaught error during the route tour: ${message}`)
  return notes
}

async function main() {
  const meta = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim(),
    node: process.version,
    cpus: cpus().length,
    loadAverage: loadavg().map((load) => round(load, 2)),
    lighthouseRuns,
    endpointRepeats: ENDPOINT_REPEATS,
  }
  if (!process.argv.includes('--skip-build')) {
    log(`building into ${OUT_DIR}/`)
    const vite = ['node_modules/vite/bin/vite.js', 'build', '--outDir', OUT_DIR]
    execFileSync(process.execPath, vite, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  const server = await startPreview({ port: PORT, outDir: OUT_DIR })
  let browser
  try {
    log('bundle')
    const bundle = await bundleFigures()
    browser = await launchBrowser(DEBUG_PORT)
    const lighthouse = []
    for (const path of [...LIGHTHOUSE_SIGNED_OUT, ...SIGNED_IN_PAGES]) {
      if (path === SIGNED_IN_PAGES[0]) await signIn(browser.context, BASE)
      log(`lighthouse ${path}`)
      const context = browser.context
      const args = { context, base: BASE, path, debugPort: DEBUG_PORT, runs: lighthouseRuns }
      lighthouse.push(await lighthouseScores(args))
    }
    meta.benchmarkIndex = median(lighthouse.map((page) => page.benchmarkIndex))
    log('desktop: dashboard and user list')
    const desktop = await desktopFigures({
      context: browser.context,
      base: BASE,
      dist,
      runs: DESKTOP_RUNS,
    })
    const endpoints = {}
    for (const scale of SCALES) {
      log(`endpoints at scale ${scale}`)
      const args = { context: browser.context, base: BASE, scale, repeats: ENDPOINT_REPEATS }
      endpoints[scale] = endpointFigures(await timeEndpoints(args))
    }
    log('route tour and heap')
    const tour = await heapAfterEveryRoute({ context: browser.context, base: BASE })
    const routes = tour.routes
      .map(({ path, files }) => ({
        path,
        kb: round(files.reduce((sum, file) => sum + gzipKb(dist, file), 0)),
        files: files.length,
      }))
      .sort((a, b) => b.kb - a.kb)
    bundle.heaviestRoutes = routes.slice(0, HEAVIEST_ROUTES_SHOWN)
    const heap = { usedMiB: round(tour.usedMiB), routes: routes.length, errors: tour.errors }
    const report = { meta, bundle, lighthouse, desktop, endpoints, heap, routes }
    report.notes = notesOn(report)
    meta.loadAverageAtEnd = loadavg().map((load) => round(load, 2))
    meta.durationS = Math.round((Date.now() - startedAt) / 1000)
    mkdirSync(`${root}bench`, { recursive: true })
    // Written as Prettier would, so that the committed report passes `npm run format:check`.
    const write = async (name, text) => {
      const filepath = `${root}bench/${name}`
      const options = await prettier.resolveConfig(filepath)
      const formatted = await prettier.format(text, { ...options, filepath })
      writeFileSync(filepath, formatted)
      return formatted
    }
    await write('report.json', JSON.stringify(report))
    console.log(await write('report.md', renderMarkdown(report)))
  } finally {
    await browser?.close()
    server.kill()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
