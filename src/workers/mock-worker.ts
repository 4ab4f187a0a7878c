// The mock back end's SharedWorker: one per browser and scale, shared by every
// tab, the one owner of the sample data (src/mock/host.ts). Its name carries
// the scale the first tab asked for (src/mock/browser.ts).
import { openMockHost, type HostClient } from '../mock/host'
import { transferOf } from '../mock/host-protocol'
import { parseScale, setMockScale } from '../mock/scale'

// The app's TypeScript project has the DOM library, not the worker one, so the
// little of SharedWorkerGlobalScope used here is described by hand.
interface SharedWorkerScope {
  readonly name: string
  addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void
}

const scope = self as unknown as SharedWorkerScope
setMockScale(parseScale(/x(\d+)$/.exec(scope.name)?.[1]) ?? 1)
const host = openMockHost()

scope.addEventListener('connect', (event) => {
  const port = event.ports[0]
  if (!port) return
  const client: HostClient = { post: (message) => port.postMessage(message, transferOf(message)) }
  host.connect(client)
  port.addEventListener('message', (message) => host.receive(client, message.data))
  // Where the browser reports a closed port (its tab went away), the tab is forgotten.
  port.addEventListener('close', () => host.disconnect(client))
  port.start()
})
