import { useEffect, useState } from 'react'

export type TileStatus = 'checking' | 'ok' | 'failed'

/**
 * Asks the tile server for one tile before the map adds its tile layer. On a
 * machine without network the layer would fire dozens of failing requests (each
 * a console error); this way there is one, and the page says so right away.
 */
export function useTilesReachable(probeUrl: string): [TileStatus, (status: TileStatus) => void] {
  const [status, setStatus] = useState<TileStatus>('checking')
  useEffect(() => {
    const controller = new AbortController()
    // A cross-origin tile: an opaque answer is enough to know the server is there.
    fetch(probeUrl, { mode: 'no-cors', signal: controller.signal, cache: 'no-store' }).then(
      () => setStatus('ok'),
      () => {
        if (!controller.signal.aborted) setStatus('failed')
      },
    )
    return () => controller.abort()
  }, [probeUrl])
  return [status, setStatus]
}
