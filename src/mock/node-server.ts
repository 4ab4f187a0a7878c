import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono/tiny'
import { cors } from 'hono/cors'
import { createMockApp } from './app'
import { MAX_SCALE, parseScale, setMockScale } from './scale'
import { createDb } from './store/db'

export const DEFAULT_MOCK_PORT = 8787

/** The app is served from another port (vite preview, dev server): any local origin may call. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/** `--name value`, `--name=value`, else the environment variable; `''` for a flag without its value. */
function optionFrom(
  args: readonly string[],
  env: Record<string, string | undefined>,
  name: string,
  envName: string,
): string | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  const flag = args[index]
  if (flag === undefined) return env[envName]
  return flag.startsWith(`--${name}=`) ? flag.slice(name.length + 3) : (args[index + 1] ?? '')
}

/** `--port 8794`, `--port=8794` or `PORT=8794`; the default otherwise. */
export function portFrom(args: readonly string[], env: Record<string, string | undefined>): number {
  const raw = optionFrom(args, env, 'port', 'PORT')
  if (raw === undefined) return DEFAULT_MOCK_PORT
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new Error(`Invalid port "${raw}": use a whole number from 0 to 65535`)
  }
  return port
}

/** `--scale 100`, `--scale=100` or `MOCK_SCALE=100` (docs/scale.md); 1 otherwise. */
export function scaleFrom(
  args: readonly string[],
  env: Record<string, string | undefined>,
): number {
  const raw = optionFrom(args, env, 'scale', 'MOCK_SCALE')
  if (raw === undefined) return 1
  const scale = parseScale(raw)
  if (scale === undefined) {
    throw new Error(`Invalid scale "${raw}": use a whole number from 1 to ${String(MAX_SCALE)}`)
  }
  return scale
}

/**
 * The mock back end over HTTP, for curl or an app built with VITE_MOCK=off:
 * the same Hono app as in the page, over an in-memory store (a restart restores
 * the seed) of the sample data times `scale`. Paths are the ones the page uses below its API base.
 */
export function startMockServer({
  port = DEFAULT_MOCK_PORT,
  hostname = '127.0.0.1',
  scale = 1,
} = {}) {
  setMockScale(scale) // before any table is seeded
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
