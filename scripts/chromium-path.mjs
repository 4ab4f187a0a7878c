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
