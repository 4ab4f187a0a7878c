// The DOM project's setup (vite.config.ts), after src/test/setup.ts: jest-dom's matchers.
import '@testing-library/jest-dom/vitest'
import { initI18n, loadNamespaces, namespaces } from '@/lib/i18n'

// Components read their strings through i18next, in English as the tests name them: every
// namespace is loaded before a test renders, so none suspends waiting for its catalogue.
beforeAll(async () => {
  await initI18n()
  await loadNamespaces(...namespaces)
})
