import { z } from 'zod/mini'
import { issueMessage } from '../contract/issue-messages'

const onOff = z.pipe(
  z.enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'use "on" or "off"' }),
  z.transform((value) => value === 'on' || value === 'true' || value === '1'),
)

const httpUrl = z.pipe(
  z
    .url({
      protocol: /^https?$/,
      error: 'use an absolute http(s) address, such as https://api.example.com',
    })
    .check(
      z.refine((value) => {
        if (!URL.canParse(value)) return true // the url check above reports it
        const url = new URL(value)
        return !url.search && !url.hash && !url.username && !url.password
      }, 'use an address without a query, fragment or credentials'),
    ),
  // Normalised as request addresses are (host case, default port), so that they start with it.
  z.transform((value) => new URL(value).href.replace(/\/+$/, '')),
)

const text = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      z.maxLength(max, `use at most ${max} characters`),
    )

const envSchema = z.object({
  VITE_CLIENT_NAME: z._default(text(60), 'Tavola'),
  VITE_API_BASE: z.optional(httpUrl),
  VITE_UPLOAD_BASE: z.optional(httpUrl),
  VITE_PUSH_KEY: z._default(text(200), 'demo-push-service-key'),
  VITE_MOCK: z._default(onOff, true),
  VITE_MOCK_DELAY_MS: z._default(
    z.coerce
      .number({ error: 'use a whole number of milliseconds' })
      .check(
        z.int('use a whole number of milliseconds'),
        z.minimum(0, 'must be 0 or more'),
        z.maximum(10_000, 'must be at most 10000'),
      ),
    0,
  ),
  // How many times the mock multiplies its sample data (src/mock/scale.ts; `?scale=` overrides it).
  VITE_MOCK_SCALE: z._default(
    z.coerce
      .number({ error: 'use a whole number from 1 to 100' })
      .check(
        z.int('use a whole number from 1 to 100'),
        z.minimum(1, 'must be 1 or more'),
        z.maximum(100, 'must be at most 100'),
      ),
    1,
  ),
})

export interface AppConfig {
  clientName: string
  /** Absolute, without a trailing slash; SPEC paths are appended as written. */
  apiBase: string
  uploadBase: string
  pushKey: string
  mock: boolean
  mockDelayMs: number
  /** Sample data multiplier of the mock back end, 1–100. */
  mockScale: number
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Validates Vite env variables; empty values count as unset so defaults apply. */
export function parseConfig(env: Record<string, unknown>, origin: string): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== '' && value !== undefined),
  )
  const result = envSchema.safeParse(present, { error: issueMessage })
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    )
  }
  const data = result.data
  const apiBase = data.VITE_API_BASE ?? origin.replace(/\/+$/, '')
  return {
    clientName: data.VITE_CLIENT_NAME,
    apiBase,
    uploadBase: data.VITE_UPLOAD_BASE ?? apiBase,
    pushKey: data.VITE_PUSH_KEY,
    mock: data.VITE_MOCK,
    mockDelayMs: data.VITE_MOCK_DELAY_MS,
    mockScale: data.VITE_MOCK_SCALE,
  }
}

let current: AppConfig | undefined

/** The app's configuration, read once from `import.meta.env`. Throws a ConfigError on a bad value. */
export function config(): AppConfig {
  current ??= parseConfig(import.meta.env, window.location.origin)
  return current
}
