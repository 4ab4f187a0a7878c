// The push SharedWorker: one per origin, shared by every tab. All the logic is
// in push-hub.ts; this file only connects ports to it.
import { createPushHub, type HubPort } from './push-hub'

// The app's TypeScript project has the DOM library, not the worker one, so the
// little of SharedWorkerGlobalScope used here is described by hand.
interface SharedWorkerScope {
  addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void
}

const scope = self as unknown as SharedWorkerScope
const hub = createPushHub()

scope.addEventListener('connect', (event) => {
  const port = event.ports[0]
  if (!port) return
  const hubPort: HubPort = { postMessage: (message) => port.postMessage(message) }
  hub.connect(hubPort)
  port.addEventListener('message', (message) => {
    try {
      hub.receive(hubPort, message.data)
    } catch {
      // The hub does not throw; this is the last guard that keeps the worker alive.
    }
  })
  // Where the browser reports a closed port (its tab went away), the tab stops too.
  port.addEventListener('close', () => hub.disconnect(hubPort))
  port.start()
})
