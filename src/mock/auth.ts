import { createMiddleware } from 'hono/factory'
import { buildAbility, type AbilityAction, type AbilitySubject } from '@/contract/ability'
import type { AccountRecord } from './fixtures/accounts'
import { verifyToken } from './jwt'
import { fail } from './http'
import type { Db } from './store/db'

export type MockEnv = { Variables: { db: Db; account: AccountRecord } }

const unauthorizedMessages = {
  missing: 'Sign in to continue',
  invalid: 'Invalid access token',
  expired: 'Access token expired',
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
    const verified = await verifyToken(match[1], 'access')
    if (!verified.ok) {
      fail(401, { error: unauthorizedMessages[verified.reason], reason: verified.reason })
    }
    const account = c.var.db.accounts.get(verified.userId)
    if (!account) fail(401, { error: unauthorizedMessages.invalid, reason: 'invalid' })
    if (!buildAbility(account.ability).can(action, subject)) {
      fail(403, { error: 'You are not allowed to do this' })
    }
    c.set('account', account)
    await next()
  })
}
