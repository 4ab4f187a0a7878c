// The DOM project's setup (vite.config.ts), after src/test/setup.ts: jest-dom's matchers.
import '@testing-library/jest-dom/vitest'
import { configure, getConfig, prettyDOM } from '@testing-library/react'
import { initI18n, loadNamespaces, namespaces } from '@/lib/i18n'

// Components read their strings through i18next, in English as the tests name them: every
// namespace is loaded before a test renders, so none suspends waiting for its catalogue.
beforeAll(async () => {
  await initI18n()
  await loadNamespaces(...namespaces)
})

// Testing Library builds a failed query's error with the whole DOM printed in it, and `findBy…`
// and `waitFor` build one at every failed poll, though only the last is ever shown: on a page
// with a list that is most of a poll's time, and of a busy machine's. The DOM is printed when
// the message is first read instead: once, when a wait fails for good.
configure({
  getElementError(message, container) {
    const error = new Error(message ?? '')
    error.name = 'TestingLibraryElementError'
    let full: string | undefined
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () =>
        (full ??= [
          message,
          `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${String(prettyDOM(container))}`,
        ]
          .filter(Boolean)
          .join('\n\n')),
    })
    return error
  },
})
