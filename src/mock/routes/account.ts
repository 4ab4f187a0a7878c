import { Hono } from 'hono/tiny'
import type { Context } from 'hono'
import {
  accountGeneralSchema,
  accountInfoSchema,
  accountNotificationSchema,
  accountSocialSchema,
  avatarUploadRequestSchema,
  changePasswordRequestSchema,
  WRONG_CURRENT_PASSWORD,
  type AccountSettings,
} from '@/contract/account'
import { callTime, requireAbility, type MockEnv } from '../auth'
import { accountSettingsTable, defaultSettingsFor } from '../fixtures/account'
import { fail, readBody } from '../http'
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
 * The Account settings page: SPEC's `GET /account-setting/data`, and the
 * saves it does not list (additions, docs/api.md).
 */
export const accountRoutes = new Hono<MockEnv>()
  .get('/account-setting/data', requireAbility('read', 'Page'), (c) => answer(c, settingsOf(c)))
  .post('/account-setting/general', requireAbility('update', 'Page'), async (c) =>
    saveSection(c, 'general', await readBody(c, accountGeneralSchema)),
  )
  .post('/account-setting/info', requireAbility('update', 'Page'), async (c) =>
    saveSection(c, 'info', await readBody(c, accountInfoSchema)),
  )
  .post('/account-setting/social', requireAbility('update', 'Page'), async (c) =>
    saveSection(c, 'social', await readBody(c, accountSocialSchema)),
  )
  .post('/account-setting/notification', requireAbility('update', 'Page'), async (c) =>
    saveSection(c, 'notification', await readBody(c, accountNotificationSchema)),
  )
  // The mock keeps the image itself as its address (a data URL); a real upload service answers a URL.
  .post('/account-setting/avatar', requireAbility('update', 'Page'), async (c) => {
    const { avatar } = await readBody(c, avatarUploadRequestSchema)
    return c.json({ url: avatar }, 201)
  })
  .post('/account-setting/change-password', requireAbility('update', 'Page'), async (c) => {
    const { currentPassword, newPassword } = await readBody(c, changePasswordRequestSchema)
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
  })
