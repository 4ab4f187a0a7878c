import '@testing-library/jest-dom/vitest'
import { afterEach, vi } from 'vitest'

// A console.error during a test is a defect (ARCHITECTURE.md, "Testing").
afterEach(() => {
  vi.useRealTimers()
})
const originalError = console.error
console.error = (...args: unknown[]) => {
  originalError(...args)
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
}
