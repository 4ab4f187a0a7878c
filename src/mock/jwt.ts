import { sign, verify } from 'hono/jwt'

/** SPEC section 9: access and refresh tokens each last 10 minutes in the mock. */
export const TOKEN_LIFETIME_SECONDS = 10 * 60

// The mock runs in the browser, so its key is public by nature; a real server keeps its own.
const secret = 'tavola-mock-back-end-hs256-demo-secret-v1'

export type TokenKind = 'access' | 'refresh'

/** What a valid token says: whose it is, its session (family) and its own id. */
export interface TokenClaims {
  userId: number
  /** The sign-in it comes from: every pair a refresh hands out keeps it. */
  family: string
  jti: string
  /** Issued at, in seconds. */
  iat: number
  /** Expires at, in seconds. */
  exp: number
}

export type VerifyResult =
  ({ ok: true } & TokenClaims) | { ok: false; reason: 'invalid' | 'expired' }

const seconds = (ms: number) => Math.floor(ms / 1000)

/**
 * Signs an HS256 JWT for a user at `now` (ms; the caller's clock, src/mock/host.ts).
 * `kind` keeps access and refresh tokens from standing in for each other.
 */
export async function signToken(
  userId: number,
  kind: TokenKind,
  family: string,
  now = Date.now(),
): Promise<string> {
  const iat = seconds(now)
  return sign(
    {
      sub: String(userId),
      kind,
      sid: family,
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
      jti: crypto.randomUUID(),
    },
    secret,
    'HS256',
  )
}

/** Verifies signature, kind and expiry at `now` (ms). */
export async function verifyToken(
  token: string,
  kind: TokenKind,
  now = Date.now(),
): Promise<VerifyResult> {
  let payload
  try {
    // The times are checked below, against the caller's clock.
    payload = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false })
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  const userId = Number(payload.sub)
  const { sid, jti, iat, exp } = payload
  if (
    payload.kind !== kind ||
    !Number.isInteger(userId) ||
    userId <= 0 ||
    typeof sid !== 'string' ||
    typeof jti !== 'string' ||
    typeof iat !== 'number' ||
    typeof exp !== 'number'
  ) {
    return { ok: false, reason: 'invalid' }
  }
  if (exp <= seconds(now)) return { ok: false, reason: 'expired' }
  return { ok: true, userId, family: sid, jti, iat, exp }
}

/** A new pair: a new family for a sign-in, the same one for a refresh. */
export async function issueTokens(
  userId: number,
  { family = crypto.randomUUID(), now = Date.now() }: { family?: string; now?: number } = {},
) {
  const [accessToken, refreshToken] = await Promise.all([
    signToken(userId, 'access', family, now),
    signToken(userId, 'refresh', family, now),
  ])
  return { accessToken, refreshToken }
}
