import { afterEach, vi } from 'vitest'

// Both Vitest projects (vite.config.ts) run this before every test file; src/test/setup-dom.ts
// adds what only the DOM project needs. The node project shares one module graph between the
// files of a worker, so what is set here is set once.

afterEach(() => {
  vi.useRealTimers()
})

// A console.error during a test is a defect: it fails the test.
const guarded = Symbol.for('tavola.console-error-guard')
if (!(guarded in console.error)) {
  const originalError = console.error
  console.error = Object.assign(
    (...args: unknown[]) => {
      originalError(...args)
      throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
    },
    { [guarded]: true },
  )
}
