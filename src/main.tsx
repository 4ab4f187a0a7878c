import './app/styles/public-styles'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { setBackendReady } from './lib/api-client'
import { config, ConfigError } from './lib/config'
import { verifyStoredSession } from './lib/session-check'

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
    setBackendReady(
      import('./mock/browser').then((mock) =>
        mock.startMockBackEnd({ apiBase: cfg.apiBase, delayMs: cfg.mockDelayMs }),
      ),
    )
  }
  void verifyStoredSession()
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

try {
  start()
} catch (error) {
  if (error instanceof ConfigError) showConfigError(error)
  else throw error
}
