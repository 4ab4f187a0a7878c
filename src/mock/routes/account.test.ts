import { z } from 'zod/mini'
import { ADMIN, CLIENT, mockClient } from '@/test/mock-client'
import {
  accountSettingsSchema,
  AVATAR_MAX_BYTES,
  avatarUploadResponseSchema,
  WRONG_CURRENT_PASSWORD,
} from '@/contract/account'
import { authUserSchema } from '@/contract/auth'
import { errorBodySchema } from '@/contract/errors'
import { createMockApp } from '../app'
import { accountSettingsTable } from '../fixtures/account'
import { createDb, type Db } from '../store/db'

let db: Db
let app: ReturnType<typeof createMockApp>
const { get, post, tokenOf } = mockClient(() => app)
let admin: string

beforeEach(async () => {
  db = createDb()
  app = createMockApp(db)
  admin = await tokenOf(ADMIN)
})

const snapshot = () => structuredClone(db.table(accountSettingsTable).all())

async function settings(token = admin) {
  const response = await get('/account-setting/data', token)
  expect(response.status).toBe(200)
  return accountSettingsSchema.parse(await response.json())
}

async function expectFieldErrors(response: Response) {
  expect(response.status).toBe(400)
  const { error } = errorBodySchema.parse(await response.json())
  expect(typeof error).toBe('object')
  return error as Record<string, string>
}

/** A data URL of `bytes` bytes of a PNG (the content is not decoded, only its type and size). */
const pngOf = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`

describe('GET /account-setting/data', () => {
  it("answers the signed-in account's general, info, social and notification settings", async () => {
    const data = await settings()
    expect(data.general).toMatchObject({ fullName: 'John Doe', email: 'admin@demo.com' })
    expect(Object.keys(data.social.socialLinks).sort()).toEqual(
      ['facebook', 'google', 'instagram', 'linkedIn', 'quora', 'twitter'].sort(),
    )
    expect(Object.keys(data.social.connections).sort()).toEqual(
      ['facebook', 'github', 'google', 'twitter'].sort(),
    )
    expect(Object.keys(data.notification)).toHaveLength(6)
  })

  it('starts a newly registered account from its own name and email', async () => {
    const response = await post('/jwt/register', {
      email: 'new@demo.com',
      password: 'secret-pass1',
      username: 'newcook',
    })
    expect(response.status).toBe(201)
    const { accessToken } = (await response.json()) as { accessToken: string }
    const data = await settings(accessToken)
    expect(data.general).toMatchObject({ username: 'newcook', email: 'new@demo.com', company: '' })
    expect(Object.values(data.notification).every((flag) => !flag)).toBe(true)
  })

  it('needs a token (401) and the Page ability (403 for the client)', async () => {
    expect((await get('/account-setting/data')).status).toBe(401)
    expect((await get('/account-setting/data', await tokenOf(CLIENT))).status).toBe(403)
  })
})

describe('the section saves', () => {
  it('saves general and answers every section as saved', async () => {
    const before = await settings()
    const general = { ...before.general, fullName: 'Giovanni Rossi', company: 'Osteria Verde' }
    const response = await post('/account-setting/general', general, admin)
    expect(response.status).toBe(200)
    expect(accountSettingsSchema.parse(await response.json()).general).toEqual(general)
    expect((await settings()).general).toEqual(general)
    expect((await settings()).info).toEqual(before.info)
  })

  it("makes the saved name and photo the account's: /auth/me answers them", async () => {
    const before = await settings()
    const avatar = pngOf(300)
    const general = { ...before.general, fullName: 'Giovanni Rossi', avatar }
    expect((await post('/account-setting/general', general, admin)).status).toBe(200)
    const me = z
      .object({ userData: authUserSchema })
      .parse(await (await get('/auth/me', admin)).json())
    expect(me.userData).toMatchObject({ fullName: 'Giovanni Rossi', avatar })
  })

  it('saves info, social and notification', async () => {
    const before = await settings()
    const info = { ...before.info, bio: 'Sommelier', dob: '1990-01-31', phone: '+44 20 7946 0000' }
    expect((await post('/account-setting/info', info, admin)).status).toBe(200)
    const social = {
      socialLinks: { ...before.social.socialLinks, quora: 'https://quora.com/profile/tavola' },
      connections: {
        ...before.social.connections,
        github: { connected: true, account: 'tavola-dev' },
        twitter: { connected: false, account: '' },
      },
    }
    expect((await post('/account-setting/social', social, admin)).status).toBe(200)
    const notification = { ...before.notification, followMe: true, blogDigest: false }
    expect((await post('/account-setting/notification', notification, admin)).status).toBe(200)
    expect(await settings()).toEqual({ general: before.general, info, social, notification })
  })

  it('refuses bad input naming the fields, and changes nothing', async () => {
    const before = await settings()
    const stored = snapshot()
    const general = await expectFieldErrors(
      await post(
        '/account-setting/general',
        { ...before.general, fullName: '  ', email: 'nope', avatar: 'javascript:alert(1)' },
        admin,
      ),
    )
    expect(Object.keys(general).sort()).toEqual(['avatar', 'email', 'fullName'])
    const info = await expectFieldErrors(
      await post(
        '/account-setting/info',
        { ...before.info, dob: '2999-01-01', website: 'ftp://x', phone: 'call me' },
        admin,
      ),
    )
    expect(Object.keys(info).sort()).toEqual(['dob', 'phone', 'website'])
    const social = await expectFieldErrors(
      await post(
        '/account-setting/social',
        {
          ...before.social,
          connections: { ...before.social.connections, github: { connected: true, account: '' } },
        },
        admin,
      ),
    )
    expect(social).toHaveProperty(['connections.github.account'])
    const notification = await expectFieldErrors(
      await post(
        '/account-setting/notification',
        { ...before.notification, followMe: 'yes', extra: true },
        admin,
      ),
    )
    expect(Object.keys(notification).sort()).toEqual(['extra', 'followMe'])
    await expectFieldErrors(await post('/account-setting/general', '{not json', admin))
    expect(snapshot()).toEqual(stored)
  })

  it('needs a token (401) and the Page ability (403 for the client)', async () => {
    const client = await tokenOf(CLIENT)
    const { notification } = await settings()
    for (const path of ['general', 'info', 'social', 'notification', 'avatar', 'change-password']) {
      expect((await post(`/account-setting/${path}`, notification)).status).toBe(401)
      expect((await post(`/account-setting/${path}`, notification, client)).status).toBe(403)
    }
  })
})

describe('POST /account-setting/avatar', () => {
  it('answers the uploaded image as its address', async () => {
    const avatar = pngOf(1000)
    const response = await post('/account-setting/avatar', { avatar }, admin)
    expect(response.status).toBe(201)
    const { url } = avatarUploadResponseSchema.parse(await response.json())
    expect(url).toBe(avatar)
    const { general } = await settings()
    expect(
      (await post('/account-setting/general', { ...general, avatar: url }, admin)).status,
    ).toBe(200)
    expect((await settings()).general.avatar).toBe(avatar)
  })

  it('refuses another type and an image over 800 kB', async () => {
    const wrongType = `data:image/svg+xml;base64,${'A'.repeat(40)}`
    expect(
      await expectFieldErrors(await post('/account-setting/avatar', { avatar: wrongType }, admin)),
    ).toHaveProperty('avatar')
    const tooLarge = pngOf(AVATAR_MAX_BYTES + 3)
    const error = await expectFieldErrors(
      await post('/account-setting/avatar', { avatar: tooLarge }, admin),
    )
    expect(error.avatar).toMatch(/800 kB/)
  })
})

describe('POST /account-setting/change-password', () => {
  const change = (body: unknown) => post('/account-setting/change-password', body, admin)
  const login = (password: string) =>
    post('/jwt/login', { email: ADMIN.email, password }).then((response) => response.status)

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const response = await change({
      currentPassword: 'admin',
      newPassword: 'Risotto2024',
      confirmPassword: 'Risotto2024',
    })
    expect(response.status).toBe(200)
    expect(await login('Risotto2024')).toBe(200)
    expect(await login('admin')).toBe(400)
  })

  it('refuses a wrong current password, weak or mismatched new ones, and keeps the old one', async () => {
    const wrong = await expectFieldErrors(
      await change({
        currentPassword: 'nope',
        newPassword: 'Risotto2024',
        confirmPassword: 'Risotto2024',
      }),
    )
    expect(wrong).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD })
    for (const newPassword of ['Short1', 'alllowercase', 'ALLUPPERCASE1']) {
      const error = await expectFieldErrors(
        await change({ currentPassword: 'admin', newPassword, confirmPassword: newPassword }),
      )
      expect(error).toHaveProperty('newPassword')
    }
    const mismatch = await expectFieldErrors(
      await change({
        currentPassword: 'admin',
        newPassword: 'Risotto2024',
        confirmPassword: 'Risotto2025',
      }),
    )
    expect(mismatch).toHaveProperty('confirmPassword')
    expect(await login('admin')).toBe(200)
  })
})
