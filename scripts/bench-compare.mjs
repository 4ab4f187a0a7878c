// `npm run bench:compare -- <dirA> <dirB>`: two production builds measured alternately in one
// browser, the way docs/bench.md judges a change (a single run moves with the machine's load more
// than with a small change). Build each first, e.g. `node node_modules/vite/bin/vite.js build
// --outDir /tmp/before` on the old commit and `--outDir /tmp/after` on the new one.
//   --rounds N     rounds (default 6); a round measures every page once on each build, the
//                  builds' order swapped every other round
//   --pages a,b    signed-in pages for Lighthouse (default the bench's four)
//   --desktop      also the bench's desktop figures, one first visit and one list change per
//                  build and round
// It prints every run, each build's medians and in how many rounds B measured lower than A.
// Ports 4331-4332 and 9331, apart from the bench's own.
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import {
  SIGNED_IN_PAGES,
  launchBrowser,
  lighthouseScores,
  median,
  signIn,
  signInAgain,
} from './bench-browser.mjs'
import { desktopFigures } from './bench-desktop.mjs'
import { startPreview } from './bundle-figures.mjs'

const PORTS = [4331, 4332]
const DEBUG_PORT = 9331
// Well inside the mock's ten minutes of an idle session (bench-browser.mjs, `signInAgain`).
const SESSION_RENEWAL_MS = 6 * 60_000
const DESKTOP_KEYS = ['headingMs', 'appHeadingMs', 'chartsMs', 'nextPageMs', 'searchMs']

const { values, positionals: dirs } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '6' },
    pages: { type: 'string' },
    desktop: { type: 'boolean', default: false },
  },
})
const rounds = Number(values.rounds)
const pages = values.pages?.split(',') ?? SIGNED_IN_PAGES
const withDesktop = values.desktop
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')

/** In how many rounds B's `key` was lower than A's (the runs of a round are a pair). */
const lowerWithB = (runs, key) =>
  `lower with B in ${runs[1].filter((run, i) => run[key] < runs[0][i][key]).length} of ${runs[1].length}`

/** Each build's median of `key` over its runs, as `A → B`. */
const medians = (runs, key) =>
  runs
    .map((list) => median(list.map((run) => run[key])).toFixed(key === 'lcpS' ? 2 : 0))
    .join(' → ')

async function main() {
  if (dirs.length !== 2 || !Number.isInteger(rounds) || rounds < 1) {
    console.error(
      'usage: npm run bench:compare -- <dirA> <dirB> [--rounds N] [--pages a,b] [--desktop]',
    )
    process.exit(2)
  }
  const startedAt = Date.now()
  console.log(`A ${dirs[0]}, B ${dirs[1]}; ${rounds} rounds; load ${load()} at the start`)
  const servers = await Promise.all(
    dirs.map((outDir, i) => startPreview({ port: PORTS[i], outDir })),
  )
  const browser = await launchBrowser(DEBUG_PORT).catch((error) => {
    servers.forEach((server) => server.kill())
    throw error
  })
  const bases = PORTS.map((port) => `http://127.0.0.1:${port}`)
  const lighthouse = Object.fromEntries(pages.map((path) => [path, [[], []]]))
  const desktop = [[], []]
  try {
    for (const base of bases) await signIn(browser.context, base)
    let signedInAt = Date.now()
    for (let round = 0; round < rounds; round += 1) {
      if (Date.now() - signedInAt > SESSION_RENEWAL_MS) {
        for (const base of bases) await signInAgain(browser.context, base)
        signedInAt = Date.now()
      }
      const order = round % 2 === 0 ? [0, 1] : [1, 0]
      for (const path of pages)
        for (const build of order) {
          const args = { context: browser.context, base: bases[build], path, debugPort: DEBUG_PORT }
          const [run] = (await lighthouseScores({ ...args, runs: 1 })).runs
          lighthouse[path][build].push(run)
          console.log(`round ${round + 1} ${'AB'[build]} ${path}: ${JSON.stringify(run)}`)
        }
      if (withDesktop)
        for (const build of order) {
          const args = { context: browser.context, base: bases[build], dist: dirs[build] }
          const figures = await desktopFigures({ ...args, runs: 1 })
          desktop[build].push(figures)
          const shown = DESKTOP_KEYS.map((key) => `${key} ${Math.round(figures[key])}`)
          console.log(`round ${round + 1} ${'AB'[build]} desktop: ${shown.join(', ')}`)
        }
    }
  } finally {
    await browser.close()
    servers.forEach((server) => server.kill())
  }
  console.log(
    `\nMedians, A → B (${rounds} runs each); load ${load()} at the end, ` +
      `${Math.round((Date.now() - startedAt) / 1000)} s:`,
  )
  for (const path of pages) {
    const runs = lighthouse[path]
    console.log(
      `${path}: performance ${medians(runs, 'performance')}, LCP ${medians(runs, 'lcpS')} s, ` +
        `TBT ${medians(runs, 'tbtMs')} ms, ${lowerWithB(runs, 'tbtMs')} ` +
        `(A ${runs[0].map((run) => run.tbtMs).join(' ')}; ` +
        `B ${runs[1].map((run) => run.tbtMs).join(' ')})`,
    )
  }
  if (withDesktop)
    console.log(
      `desktop, ms: ${DESKTOP_KEYS.map((key) => `${key} ${medians(desktop, key)} (${lowerWithB(desktop, key)})`).join(', ')}`,
    )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
