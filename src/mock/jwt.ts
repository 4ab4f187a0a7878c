import { sign, verify } from 'hono/jwt'

/** SPEC section 9: access and refresh tokens each last 10 minutes in the mock. */
export const TOKEN_LIFETIME_SECONDS = 10 * 60

// The mock runs in the page, so its key is public by nature; a real server keeps its own.
const secret = 'tavola-mock-back-end-hs256-demo-secret-v1'

export type TokenKind = 'access' | 'refresh'
export type VerifyResult =
  { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' }

/** Signs an HS256 JWT for a user; `kind` keeps access and refresh tokens from standing in for each other. */
export async function signToken(userId: number, kind: TokenKind): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return sign(
    {
      sub: String(userId),
      kind,
      iat: now,
      exp: now + TOKEN_LIFETIME_SECONDS,
      jti: crypto.randomUUID(),
    },
    secret,
    'HS256',
  )
}

/** Verifies signature, expiry and kind. */
export async function verifyToken(token: string, kind: TokenKind): Promise<VerifyResult> {
  try {
    const payload = await verify(token, secret, 'HS256')
    const userId = Number(payload.sub)
    if (payload.kind !== kind || !Number.isInteger(userId) || userId <= 0) {
      return { ok: false, reason: 'invalid' }
    }
    return { ok: true, userId }
  } catch (error) {
    // Hono names its JWT errors with string literals, so the name survives minification.
    return {
      ok: false,
      reason: (error as Error).name === 'JwtTokenExpired' ? 'expired' : 'invalid',
    }
  }
}

export async function issueTokens(userId: number) {
  const [accessToken, refreshToken] = await Promise.all([
    signToken(userId, 'access'),
    signToken(userId, 'refresh'),
  ])
  return { accessToken, refreshToken }
}
