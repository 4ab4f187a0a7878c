import { existsSync } from 'node:fs'

/**
 * The Chromium the tests drive: $CHROMIUM_PATH, else the system's (Debian's
 * `chromium` package), else undefined so Playwright uses its own download.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) =>
    existsSync(path),
  )
}

/**
 * The Chromium the end-to-end tests drive: $CHROMIUM_PATH, else Debian's headless shell
 * (package "chromium-headless-shell": the browser without its window system, which starts
 * and draws pages faster than the full browser in headless mode), else chromiumPath().
 * The bench keeps the full browser, so its figures stay those of the browser users run.
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  const shell = '/usr/lib/chromium/chromium-headless-shell'
  return existsSync(shell) ? shell : chromiumPath()
}

/** Flags for a sandboxed machine with no network but the registries. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The end-to-end tests' flags: V8 runs the pages' scripts in its interpreter only
 * (`--max-opt=0`). A test page lives a few seconds, too short for the optimizing compilers to pay
 * back their work, which runs on threads of their own and takes the two cores from the other
 * worker: six spec files (47 tests) took 93-97 s this way, 119-139 s with every tier
 * (docs/testing.md). Scripts behave the same in every tier; the bench keeps V8's defaults.
 */
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--max-opt=0']
