// The DOM project's setup (vite.config.ts), after src/test/setup.ts: jest-dom's matchers.
import '@testing-library/jest-dom/vitest'
