import { defineConfig, devices } from '@playwright/test'
// @ts-expect-error: a plain .mjs helper shared with the scripts
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.mjs'

// E2E_PORT and E2E_DIST let several checkouts or agents run the suite side by side.
const port = Number(process.env.E2E_PORT ?? 4173)
const dist = process.env.E2E_DIST ?? 'dist'

/** End-to-end journeys run against the production build, served by `vite preview`. */
export default defineConfig({
  testDir: './tests/e2e',
  // Playwright empties this folder at start: keep it apart from test-results/reports (npm test) and other runs.
  outputDir: `test-results/e2e-${dist}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // CI runs two workers on two cores. At 30 s, 2 of 370 tests timed out there (session 5) with no step
  // stuck: every step took 1-2 s on the busy machine.
  timeout: 60_000,
  // Session 6's CI run failed once on a table not yet shown 5 s after a reload (datatables axe test);
  // here the same step takes 0.5-2.9 s with only two test files running. A page that never appears still fails.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath() as string | undefined,
      args: chromiumArgs as string[],
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
