import { authEndpoints, authMessages, type AuthUser } from '@/contract/auth'
import type { AccountRecord } from '../fixtures/accounts'
import { buildAbility } from '@/contract/ability'
import { cartTable } from '../fixtures/cart'
import type { Db } from '../store/db'
import { callTime, requireAbility } from '../auth'
import { fail } from '../http'
import { mockRoutes, route } from '../route'
import { issueTokens, verifyToken } from '../jwt'
import { hashPassword, passwordMatches } from '../store/password'
import { endFamily, isRevoked, revocationsTable, spendRefreshToken } from '../token-revocations'

/** The public view of an account: never its credentials. */
export function toAuthUser(account: AccountRecord): AuthUser {
  const { passwordHash: _hash, passwordSalt: _salt, ...user } = account
  return user
}

/** The signed-in user, with the shop's cart counted (the demo shop has one cart, shared by who may shop). */
function signedInUser(db: Db, account: AccountRecord): AuthUser {
  const user = toAuthUser(account)
  if (!buildAbility(account.ability).can('read', 'Ecommerce')) return user
  return { ...user, extras: { eCommerceCartItemsCount: db.table(cartTable).all().length } }
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const { login, register, refreshToken, logout, getMe } = authEndpoints

export const authRoutes = mockRoutes(
  route(login, async (c, { body: { email, password } }) => {
    const account = c.var.db.accounts.find((a) => sameText(a.email, email))
    if (
      !account ||
      !(await passwordMatches(password, account.passwordSalt, account.passwordHash))
    ) {
      fail(400, { error: { email: authMessages.invalidLogin } })
    }
    return c.json({
      userData: signedInUser(c.var.db, account),
      ...(await issueTokens(account.id, { now: callTime(c) })),
    })
  }),
  route(register, async (c, { body: { email, password, username } }) => {
    const { accounts } = c.var.db
    const error: { email?: string; username?: string } = {}
    if (accounts.find((a) => sameText(a.email, email))) error.email = authMessages.emailTaken
    if (accounts.find((a) => sameText(a.username, username)))
      error.username = authMessages.usernameTaken
    if (error.email || error.username) return c.json({ error }, 200)

    const passwordSalt = crypto.randomUUID()
    const account = accounts.insert({
      fullName: username,
      username,
      email,
      avatar: '',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 0 },
      passwordSalt,
      passwordHash: await hashPassword(password, passwordSalt),
    })
    return c.json(
      {
        user: signedInUser(c.var.db, account),
        ...(await issueTokens(account.id, { now: callTime(c) })),
      },
      201,
    )
  }),
  route(refreshToken, async (c, { body }) => {
    const now = callTime(c)
    const verified = await verifyToken(body.refreshToken, 'refresh', now)
    const account = verified.ok ? c.var.db.accounts.get(verified.userId) : undefined
    if (!verified.ok || !account)
      fail(401, { error: authMessages.invalidRefresh, reason: 'invalid' })
    // A refresh token works once; one used again ends its whole session (its family).
    const revocations = c.var.db.table(revocationsTable)
    if (isRevoked(revocations, verified) || !spendRefreshToken(revocations, verified, now)) {
      fail(401, { error: authMessages.invalidRefresh, reason: 'revoked' })
    }
    return c.json({
      userData: signedInUser(c.var.db, account),
      ...(await issueTokens(account.id, { family: verified.family, now })),
    })
  }),
  // Not in SPEC: signing out ends the session, so its tokens are refused from then on.
  route(logout, requireAbility('read', 'Auth'), (c) => {
    endFamily(c.var.db.table(revocationsTable), c.var.token.family, callTime(c))
    return c.json({ ok: true })
  }),
  route(getMe, requireAbility('read', 'Auth'), (c) =>
    c.json({ userData: signedInUser(c.var.db, c.var.account) }),
  ),
)
