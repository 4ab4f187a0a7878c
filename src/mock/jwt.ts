import { SignJWT, jwtVerify, errors } from 'jose'

/** SPEC section 9: access and refresh tokens each last 10 minutes in the mock. */
export const TOKEN_LIFETIME_SECONDS = 10 * 60

// The mock runs in the page, so its key is public by nature; a real server keeps its own.
const secret = new TextEncoder().encode('tavola-mock-back-end-hs256-demo-secret-v1')

export type TokenType = 'access' | 'refresh'
export type VerifyResult =
  { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' }

export async function signToken(userId: number, type: TokenType): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ typ: type })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
    .setJti(crypto.randomUUID())
    .sign(secret)
}

export async function verifyToken(token: string, type: TokenType): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: new Date(),
    })
    const userId = Number(payload.sub)
    if (payload.typ !== type || !Number.isInteger(userId) || userId <= 0) {
      return { ok: false, reason: 'invalid' }
    }
    return { ok: true, userId }
  } catch (error) {
    // Error class names are minified in production builds; the code is stable.
    const code = (error as { code?: unknown }).code
    return { ok: false, reason: code === errors.JWTExpired.code ? 'expired' : 'invalid' }
  }
}

export async function issueTokens(userId: number) {
  const [accessToken, refreshToken] = await Promise.all([
    signToken(userId, 'access'),
    signToken(userId, 'refresh'),
  ])
  return { accessToken, refreshToken }
}
