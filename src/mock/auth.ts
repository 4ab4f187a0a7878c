import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { buildAbility, type AbilityAction, type AbilitySubject } from '@/contract/ability'
import type { AccountRecord } from './fixtures/accounts'
import { verifyToken, type TokenClaims } from './jwt'
import { fail } from './http'
import type { Db } from './store/db'
import { isRevoked, revocationsTable } from './token-revocations'

export type MockEnv = {
  /** `now`: the calling page's clock (ms), which the mock's token times follow (src/mock/host.ts). */
  Bindings: { now?: number } | undefined
  Variables: { db: Db; account: AccountRecord; token: TokenClaims }
}

/** The time of the call: the calling page's clock when the owner passed it, else this one's. */
export const callTime = (c: Context<MockEnv>) => c.env?.now ?? Date.now()

const unauthorizedMessages = {
  missing: 'Sign in to continue',
  invalid: 'Invalid access token',
  expired: 'Access token expired',
  revoked: 'This session has ended',
} as const

/**
 * Requires a valid access token and, when given, an ability. Applied per route,
 * never with a wildcard, so requests no route matches pass through untouched.
 */
export function requireAbility(action: AbilityAction, subject: AbilitySubject) {
  return createMiddleware<MockEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? ''
    const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header)
    if (!match?.[1]) fail(401, { error: unauthorizedMessages.missing, reason: 'missing' })
    const verified = await verifyToken(match[1], 'access', callTime(c))
    if (!verified.ok) {
      fail(401, { error: unauthorizedMessages[verified.reason], reason: verified.reason })
    }
    if (isRevoked(c.var.db.table(revocationsTable), verified)) {
      fail(401, { error: unauthorizedMessages.revoked, reason: 'revoked' })
    }
    const account = c.var.db.accounts.get(verified.userId)
    if (!account) fail(401, { error: unauthorizedMessages.invalid, reason: 'invalid' })
    if (!buildAbility(account.ability).can(action, subject)) {
      fail(403, { error: 'You are not allowed to do this' })
    }
    c.set('account', account)
    c.set('token', verified)
    await next()
  })
}
