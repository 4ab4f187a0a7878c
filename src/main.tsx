import './lib/zod-setup'
import './components/styles/public-styles'
import './app/styles/global.css'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createAppRouter } from './app/router'
import { createQueryClient, whenQueriesSettled } from './lib/query-client'
import { announceDataChange, noticeStoredDataDiscarded } from './app/mock-data-sync'
import './app/storage-full-notice'
import { installRipple } from './components/ripple'
import { connectPushToSession } from './features/notifications/push-session'
import { afterNextPaint, setFirstScreen, setFirstScreenDrawn, whenIdle } from './lib/after-paint'
import { setBackendReady } from './lib/api-client'
import { config, ConfigError } from './lib/config'
import { prepareFormats } from './lib/format'
import { verifyStoredSession } from './lib/session-check'
import { startSessionKeeper } from './lib/session-keeper'

const root = createRoot(document.getElementById('root') as HTMLElement)

function showConfigError(error: ConfigError) {
  console.error(error.message)
  const pre = document.createElement('pre')
  pre.setAttribute('role', 'alert')
  pre.style.cssText =
    'margin:2rem;padding:1rem;border:2px solid #c92a2a;border-radius:8px;white-space:pre-wrap;font:14px/1.5 monospace'
  pre.textContent = `${error.message}\n\nFix the VITE_* variables (see README, "Configuration") and restart.`
  document.getElementById('root')?.replaceChildren(pre)
}

function start() {
  const cfg = config()
  if (cfg.mock) {
    // Calls wait for the mock at once, but its chunk loads after the first paint, so it never
    // competes with the page's own scripts (a hidden tab, where frames stop, waits 100 ms at most).
    // Its `?scale=` is read from the address now: by then the app may have moved on.
    const pageSearch = location.search
    setBackendReady(
      afterNextPaint()
        .then(() => import('./mock/browser'))
        .then((mock) =>
          mock.startMockBackEnd({
            apiBase: cfg.apiBase,
            delayMs: cfg.mockDelayMs,
            pageSearch,
            interceptAfter: whenIdle(),
            onDataChanged: announceDataChange,
            onStoredDataDiscarded: noticeStoredDataDiscarded,
          }),
        ),
    )
  }
  // The session check's answer waits while the first screen renders (src/lib/session-check.ts);
  // before that (the router still loading: a sign-in page waits for the check) it applies at once.
  let firstScreenDrawn: () => void = () => {}
  const drawn = new Promise<void>((resolve) => (firstScreenDrawn = resolve))
  setFirstScreenDrawn(drawn)
  let drawing: Promise<void> | undefined
  void verifyStoredSession(() => drawing)
  startSessionKeeper()
  installRipple()
  // The router loads the first page (its guards, data and code) before React renders anything,
  // so that the whole first screen, shell and page, renders in one transition: React draws it in
  // slices of a few ms, and a slow phone can paint and take input meanwhile. Rendered before the
  // load, the page came in a synchronous update of the router's store, one task of about 1.2 s
  // on Lighthouse's phone.
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  const loading = router.load()
  prepareFormats()
  // Code wanted later (menus, drawers, live notifications, the service worker) waits for the first
  // screen and its data: its files and start-up would compete with the page's last files and answers.
  setFirstScreen(drawn.then(() => whenQueriesSettled(queryClient)))
  connectPushToSession(whenIdle())
  void loading
    .catch((error: unknown) => console.error(error))
    .finally(() =>
      startTransition(() => {
        drawing = drawn
        root.render(
          <StrictMode>
            <App queryClient={queryClient} router={router} onDrawn={() => firstScreenDrawn()} />
          </StrictMode>,
        )
      }),
    )
  registerServiceWorkerLater()
}

/**
 * The service worker (production only) registers once the page has loaded, its first screen is
 * complete and the main thread is idle (`whenIdle`): it then downloads every file of the app for
 * offline use, which on a first visit competed with the first screen's own files and render.
 */
function registerServiceWorkerLater() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        )
  void loaded
    .then(() => whenIdle())
    .then(() => import('./lib/pwa'))
    .then((pwa) => pwa.registerServiceWorker())
    .catch((error: unknown) => console.warn('The service worker could not be loaded.', error))
}

try {
  start()
} catch (error) {
  if (error instanceof ConfigError) showConfigError(error)
  else throw error
}
