import { defineConfig, devices } from '@playwright/test'
// @ts-expect-error: a plain .mjs helper shared with the scripts
import { testChromiumArgs, testChromiumPath } from './scripts/chromium-path.mjs'

// E2E_PORT and E2E_DIST let several checkouts or agents run the suite side by side.
const port = Number(process.env.E2E_PORT ?? 4173)
const dist = process.env.E2E_DIST ?? 'dist'

/** End-to-end journeys run against the production build, served by `vite preview`. */
export default defineConfig({
  testDir: './tests/e2e',
  // Playwright empties this folder at start: keep it apart from test-results/reports (npm test) and other runs.
  outputDir: `test-results/e2e-${dist}`,
  fullyParallel: true,
  // The same count locally and in CI: two workers on the two-core machine finish the suite
  // sooner than one or three (docs/testing.md has the measurements).
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Playwright's defaults: a test that needs longer says why next to its `test.setTimeout`.
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps a screenshot and its page's accessibility snapshot (error-context.md).
    // Traces are off: recording one costs every test its time whether it fails or not (its
    // screencast doubled the suite's time here, its DOM snapshots alone added a tenth). Run
    // `npx playwright test --trace on` to record them while looking into a failure.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker precaches every chunk (4.4 MB, about 250 files) in each fresh browser
    // context, behind the test's back, which took a third of the suite's time. Only the offline
    // journeys (pwa.spec.ts) need it, and they allow it there.
    serviceWorkers: 'block',
    // The app honours reduced motion (src/app/theme.ts): an overlay is drawn in its final state,
    // so a step or a scan never meets it half faded in.
    reducedMotion: 'reduce',
    // One browser context per worker, reset by Playwright between tests (storage, cookies, cache,
    // routes, init scripts, extra pages, viewport, media, clock) instead of a new one per test.
    // The tab keeps its renderer, whose script cache cuts the next load's main-thread time by
    // about 40% (docs/testing.md). What the reset leaves, a fixture clears
    // (tests/e2e/fixtures.ts); a test with other context options (service workers, base URL)
    // gets a context of its own.
    reuseContext: true,
    launchOptions: {
      executablePath: testChromiumPath() as string | undefined,
      args: testChromiumArgs as string[],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort --outDir ${dist}`,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
