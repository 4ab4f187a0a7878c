import type { Context } from 'hono'
import { accountEndpoints, WRONG_CURRENT_PASSWORD, type AccountSettings } from '@/contract/account'
import { callTime, requireAbility, type MockEnv } from '../auth'
import { accountSettingsTable, defaultSettingsFor } from '../fixtures/account'
import { fail } from '../http'
import { mockRoutes, route } from '../route'
import { hashPassword, passwordMatches } from '../store/password'
import { endOtherSessions, revocationsTable } from '../token-revocations'

/** The signed-in account's settings row, made from its own name and email on first use. */
function settingsOf(c: Context<MockEnv>) {
  const table = c.var.db.table(accountSettingsTable)
  const { account } = c.var
  return (
    table.find((row) => row.accountId === account.id) ??
    table.insert({ accountId: account.id, ...defaultSettingsFor(account) })
  )
}

function answer(c: Context<MockEnv>, { general, info, social, notification }: AccountSettings) {
  return c.json({ general, info, social, notification })
}

/** Saves one section of the signed-in account's settings and answers them all. */
function saveSection<K extends 'general' | 'info' | 'social' | 'notification'>(
  c: Context<MockEnv>,
  key: K,
  value: AccountSettings[K],
) {
  const row = settingsOf(c)
  const saved = c.var.db.table(accountSettingsTable).update(row.id, { [key]: value })
  return answer(c, saved ?? row)
}

/**
 * The Account settings page: SPEC's `getAccountSettings`, and the
 * saves it does not list (additions, docs/api.md).
 */
export const accountRoutes = mockRoutes(
  route(accountEndpoints.getAccountSettings, requireAbility('read', 'Page'), (c) =>
    answer(c, settingsOf(c)),
  ),
  // The name and photo are the account's too: the navbar and `/auth/me` show the saved ones.
  route(
    accountEndpoints['saveAccount-general'],
    requireAbility('update', 'Page'),
    (c, { body }) => {
      c.var.db.accounts.update(c.var.account.id, { fullName: body.fullName, avatar: body.avatar })
      return saveSection(c, 'general', body)
    },
  ),
  route(accountEndpoints['saveAccount-info'], requireAbility('update', 'Page'), (c, { body }) =>
    saveSection(c, 'info', body),
  ),
  route(accountEndpoints['saveAccount-social'], requireAbility('update', 'Page'), (c, { body }) =>
    saveSection(c, 'social', body),
  ),
  route(
    accountEndpoints['saveAccount-notification'],
    requireAbility('update', 'Page'),
    (c, { body }) => saveSection(c, 'notification', body),
  ),
  // The mock keeps the image itself as its address (a data URL); a real upload service answers a URL.
  route(accountEndpoints.uploadAvatar, requireAbility('update', 'Page'), (c, { body }) =>
    c.json({ url: body.avatar }, 201),
  ),
  route(accountEndpoints.changePassword, requireAbility('update', 'Page'), async (c, { body }) => {
    const { currentPassword, newPassword } = body
    const { account } = c.var
    if (!(await passwordMatches(currentPassword, account.passwordSalt, account.passwordHash)))
      fail(400, { error: { currentPassword: WRONG_CURRENT_PASSWORD } })
    // A fresh salt with every change; the account (salt and digest only) is kept in IndexedDB like every table.
    const passwordSalt = crypto.randomUUID()
    c.var.db.accounts.update(account.id, {
      passwordSalt,
      passwordHash: await hashPassword(newPassword, passwordSalt),
    })
    // Every other session of the account ends; the one that changed the password goes on.
    endOtherSessions(c.var.db.table(revocationsTable), account.id, c.var.token.family, callTime(c))
    return c.json({ ok: true })
  }),
)
