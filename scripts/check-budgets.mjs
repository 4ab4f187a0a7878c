// Checks the bundle budgets (scripts/bundle-figures.mjs, from the starting design) on the production build in dist/:
// - first load of /login (every JS and CSS file the browser fetches, the mock back end included) <= 250 kB gzip;
// - every chunk not in that first load (route chunks, lazy libraries) <= 150 kB gzip.
// It loads /login in Chromium from a preview server, so what counts is what a browser really fetches.
// Writes the figures to stdout and, with --json FILE, to FILE. Exits 1 when a budget is exceeded.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { BUDGETS, gzipKb, lazyChunks, loadedFiles, startPreview } from './bundle-figures.mjs'

export { BUDGETS }
const port = 4179
const base = `http://127.0.0.1:${port}`
const dist = fileURLToPath(new URL('../dist', import.meta.url))

/** Files (relative to dist/) that the browser loads for a first visit to `path`. */
export async function firstLoadFiles(path) {
  const server = await startPreview({ port })
  try {
    return await loadedFiles(base, path)
  } finally {
    server.kill()
  }
}

const initial = await firstLoadFiles('/login')
const firstLoadKb = initial.reduce((sum, file) => sum + gzipKb(dist, file), 0)
const lazy = lazyChunks(dist, initial)
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
