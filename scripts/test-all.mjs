// `npm test`: every check the project has, in order, each one timed.
// typecheck, lint and format side by side → unit/integration (Vitest) → production build → the
// build with the mock off that one e2e spec serves → bundle budgets → end-to-end (Playwright). The
// three static checks share the two cores well (51 s side by side in a fresh clone, against 72 s
// one after another with a warm tsc cache); each one's output is printed whole once it ends.
// Every step runs even when an earlier one fails, so one run shows everything; the exit code is 1 if any failed.
// Before the summary it names every failed test with its file and the first line of its error, so
// the tail of a long log says what failed. The last line sums the Vitest and Playwright test counts,
// and counts each failed step that no failed test explains as one more failure: "checks: N passed,
// N failed".
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { chromiumPath } from './chromium-path.mjs'

const reports = 'test-results/reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const node = process.execPath
const bin = (pkg, path) => `node_modules/${pkg}/${path}`
const sideBySide = [
  ['typecheck', [bin('typescript', 'bin/tsc'), '-b']],
  ['lint', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']],
  ['format', [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']],
]
const steps = [
  [
    'unit',
    [
      bin('vitest', 'vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest.json`,
    ],
  ],
  ['build', [bin('vite', 'bin/vite.js'), 'build', '--logLevel', 'warn']],
  // The app with its in-page mock off, for tests/e2e/mock-serve.spec.ts (which builds it itself
  // when run alone): its folder and API base are the spec's.
  [
    'build:mock-off',
    [
      bin('vite', 'bin/vite.js'),
      'build',
      '--outDir',
      `${process.env.E2E_DIST ?? 'dist'}-off`,
      '--logLevel',
      'warn',
    ],
    {
      VITE_MOCK: 'off',
      VITE_API_BASE: `http://127.0.0.1:${process.env.E2E_MOCK_SERVE_PORT ?? 8788}`,
    },
  ],
  ['budgets', ['scripts/check-budgets.mjs', '--json', `${reports}/budgets.json`]],
  [
    'e2e',
    [bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, E2E_MOCK_OFF_BUILT: '1' },
  ],
]

if (!chromiumPath()) {
  console.warn(
    'No Chromium found: set CHROMIUM_PATH, install Debian\'s "chromium", or run "npx playwright install chromium".',
  )
}

/** A step's result, with its time since `started`; prints its last line. */
function ended(name, status, started) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`)
  return { name, ok: status === 0, seconds }
}

/** Runs a step with its output kept, and prints the output and the time once it ends. */
function runKept(name, args) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(node, args, { env: process.env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => {
      console.log(`\n▶ ${name}\n${output}`)
      resolve(ended(name, status, started))
    })
  })
}

const results = await Promise.all(sideBySide.map(([name, args]) => runKept(name, args)))
for (const [name, args, env] of steps) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const { status } = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  results.push(ended(name, status, started))
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
}
const vitest = readJson(`${reports}/vitest.json`)
const playwright = readJson(`${reports}/playwright.json`)
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0)
const failedByStep = {
  unit: vitest?.numFailedTests ?? 0,
  e2e: (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0),
}
const failed =
  failedByStep.unit +
  failedByStep.e2e +
  results.filter((r) => !r.ok && !(failedByStep[r.name] > 0)).length
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0)

/** The first line of a failure's message, without terminal colours, cut short. */
function firstLine(message) {
  const line = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .find((text) => text.trim() !== '')
  return (line ?? '').trim().slice(0, 200)
}

/** Every failed or flaky test of both runners, named with its file, so a log's tail says which. */
function failedTests() {
  const lines = []
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      const where = file.name.replace(`${process.cwd()}/`, '')
      lines.push(`unit ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).length)
      lines.push(`unit ${file.name.replace(`${process.cwd()}/`, '')}: ${firstLine(file.message)}`)
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const error = test.results?.find((result) => result.error)?.error?.message
        lines.push(
          `e2e ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} (${test.status}): ${firstLine(error)}`,
        )
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of playwright?.suites ?? []) walk(suite, [])
  return lines
}

const failures = failedTests()
if (failures.length)
  console.log(`\nfailed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`)

console.log('\nsummary:')
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(15)} ${r.seconds} s`)
console.log(
  `  vitest ${vitest?.numPassedTests ?? 0} passed, playwright ${playwright?.stats?.expected ?? 0} passed`,
)
console.log(`checks: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(results.every((r) => r.ok) && failed === 0 && passed > 0 ? 0 : 1)
