import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest'
import { answerer, catchFetch, type Answer, type AnswerOptions, type MockFetch } from './answer'

/**
 * Answers XMLHttpRequest calls with `answer` (src/mock/answer.ts), inside the page; what it leaves
 * unanswered goes to the network. Returns a function that removes the interception. The app makes
 * no such call: the browser's page side loads this module once the first screen is complete
 * (src/mock/browser.ts), so that its code (about 10 kB gzip) is not on the first screen's way.
 */
export function interceptXhr(answer: Answer): () => void {
  const interceptor = new XMLHttpRequestInterceptor()
  interceptor.apply()
  interceptor.on('request', async ({ request, controller }) => {
    const response = await answer(request)
    if (response) controller.respondWith(response)
  })
  return () => interceptor.dispose()
}

/**
 * Answers `fetch` and XMLHttpRequest calls under `apiBase` with the mock back end at once (the
 * tests' back end). Paths the mock has no route for go to the network. Returns a function that
 * removes both, and the mock's own `fetch` (`catchFetch`).
 */
export function installMock(options: AnswerOptions): { dispose: () => void; fetch: MockFetch } {
  const answer = answerer(options)
  const caught = catchFetch(answer)
  const stopXhr = interceptXhr(answer)
  return {
    dispose: () => {
      stopXhr()
      caught.release()
    },
    fetch: caught.fetch,
  }
}
