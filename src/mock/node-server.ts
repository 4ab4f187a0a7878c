import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono/tiny'
import { cors } from 'hono/cors'
import { createMockApp } from './app'
import { createDb } from './store/db'

export const DEFAULT_MOCK_PORT = 8787

/** The app is served from another port (vite preview, dev server): any local origin may call. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/** `--port 8794`, `--port=8794` or `PORT=8794`; the default otherwise. */
export function portFrom(args: readonly string[], env: Record<string, string | undefined>): number {
  const index = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='))
  const flag = args[index]
  const raw =
    flag === undefined ? env.PORT : flag.startsWith('--port=') ? flag.slice(7) : args[index + 1]
  if (flag === undefined && raw === undefined) return DEFAULT_MOCK_PORT
  const port = Number(raw)
  if (!/^\d+$/.test(raw ?? '') || port > 65535) {
    throw new Error(`Invalid port "${raw ?? ''}": use a whole number from 0 to 65535`)
  }
  return port
}

/**
 * The mock back end over HTTP, for curl or an app built with VITE_MOCK=off:
 * the same Hono app as in the page, over an in-memory store (a restart restores
 * the seed). Paths are the ones the page uses below its API base.
 */
export function startMockServer({ port = DEFAULT_MOCK_PORT, hostname = '127.0.0.1' } = {}) {
  const mock = createMockApp(createDb())
  const app = new Hono()
    .use(
      cors({
        origin: (origin) => (LOCAL_ORIGIN.test(origin) ? origin : null),
        allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'],
        allowHeaders: ['Authorization', 'Content-Type'],
        maxAge: 600,
      }),
    )
    .all('*', (c) => mock.fetch(c.req.raw))
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        close: () => new Promise((done, fail) => server.close((e) => (e ? fail(e) : done()))),
      })
    })
    server.once('error', reject)
  })
}
