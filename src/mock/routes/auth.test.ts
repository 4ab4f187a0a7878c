import {
  authMessages,
  loginResponseSchema,
  meResponseSchema,
  refreshResponseSchema,
  registerConflictSchema,
  registerResponseSchema,
} from '@/contract/auth'
import { errorBodySchema } from '@/contract/errors'
import { decodePayload, resignWithKey, tamperSignature, withClaims } from '@/test/tokens'
import { createMockApp } from '../app'
import { UNMATCHED_HEADER } from '../host-protocol'
import { seedAccounts } from '../fixtures/accounts'
import { TOKEN_LIFETIME_SECONDS } from '../jwt'
import { revocationsTable } from '../token-revocations'
import { createDb, type Db } from '../store/db'

const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const CLIENT = { email: 'client@demo.com', password: 'client' }
const NEW_USER = { email: 'new.user@example.com', password: 'secret123', username: 'new.user' }
/** The auth user's fields: the only ones the client may see. */
const PUBLIC_USER_KEYS = [
  'ability',
  'avatar',
  'email',
  'extras',
  'fullName',
  'id',
  'role',
  'username',
]
const T0 = new Date('2030-01-15T09:00:00Z')
const MINUTE = 60_000

let db: Db
let app: ReturnType<typeof createMockApp>

beforeEach(() => {
  db = createDb()
  app = createMockApp(db)
})

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function get(path: string, headers: Record<string, string> = {}) {
  return app.request(path, { headers })
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

async function login(credentials: { email: string; password: string }) {
  const response = await post('/jwt/login', credentials)
  expect(response.status).toBe(200)
  return loginResponseSchema.parse(await response.json())
}

async function register(body: unknown = NEW_USER) {
  const response = await post('/jwt/register', body)
  expect(response.status).toBe(201)
  return registerResponseSchema.parse(await response.json())
}

describe('POST /jwt/login', () => {
  it.each([
    [ADMIN, 1, 'admin', [{ action: 'manage', subject: 'all' }]],
    [
      CLIENT,
      2,
      'client',
      [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    ],
  ])('signs in %o', async (credentials, id, role, ability) => {
    const response = await post('/jwt/login', credentials)
    expect(response.status).toBe(200)
    const raw = (await response.json()) as Record<string, unknown>
    expect(Object.keys(raw).sort()).toEqual(['accessToken', 'refreshToken', 'userData'])
    const body = loginResponseSchema.parse(raw)
    expect(body.userData).toMatchObject({ id, email: credentials.email, role, ability })
    // Exactly the public fields: never the credentials.
    expect(Object.keys(raw.userData as object).sort()).toEqual(PUBLIC_USER_KEYS)
    expect(JSON.stringify(raw)).not.toMatch(/passwordHash|passwordSalt/)
    expect(body.accessToken).not.toBe(body.refreshToken)
    for (const token of [body.accessToken, body.refreshToken]) {
      const claims = decodePayload(token)
      expect(claims.sub).toBe(String(id))
      expect(Number(claims.exp) - Number(claims.iat)).toBe(TOKEN_LIFETIME_SECONDS)
    }
  })

  it('matches the email case-insensitively', async () => {
    const body = await login({ email: 'ADMIN@Demo.com', password: 'admin' })
    expect(body.userData.id).toBe(1)
  })

  it.each([
    ['a wrong password', { email: ADMIN.email, password: 'client' }],
    ['an unknown email', { email: 'nobody@demo.com', password: 'admin' }],
    ["another account's password", { email: CLIENT.email, password: 'admin' }],
  ])('answers %s with 400 and the spec message', async (_, credentials) => {
    const response = await post('/jwt/login', credentials)
    expect(response.status).toBe(400)
    const body = errorBodySchema.parse(await response.json())
    expect(body.error).toEqual({ email: authMessages.invalidLogin })
    expect(JSON.stringify(body)).not.toContain('eyJ')
  })

  it('says in plain words what is wrong with each field', async () => {
    const response = await post('/jwt/login', { password: 7, extra: true })
    const missing = await post('/jwt/refresh-token', {})
    expect(errorBodySchema.parse(await missing.json()).error).toEqual({ refreshToken: 'Required' })
    expect(response.status).toBe(400)
    // A schema's own message wins; the plain defaults fill in where it has none.
    expect(errorBodySchema.parse(await response.json()).error).toEqual({
      email: 'Enter a valid email address',
      password: 'Expected a string',
      extra: 'Unknown field',
    })
  })

  it.each([
    ['missing fields', {}, ['email', 'password']],
    ['a missing password', { email: ADMIN.email }, ['password']],
    ['an empty password', { email: ADMIN.email, password: '' }, ['password']],
    ['a bad email', { email: 'admin', password: 'admin' }, ['email']],
    ['wrong types', { email: 42, password: ['admin'] }, ['email', 'password']],
    ['a too long password', { email: ADMIN.email, password: 'x'.repeat(201) }, ['password']],
    ['a body that is not an object', [ADMIN], ['body']],
    ['a null body', null, ['body']],
    ['malformed JSON', '{"email": "admin@demo.com",', ['body']],
    ['an empty body', '', ['body']],
  ])('rejects %s with 400 naming each field', async (_, body, fields) => {
    const before = db.accounts.all()
    const response = await post('/jwt/login', body)
    expect(response.status).toBe(400)
    const parsed = errorBodySchema.parse(await response.json())
    expect(typeof parsed.error).toBe('object')
    expect(Object.keys(parsed.error).sort()).toEqual(fields)
    expect(db.accounts.all()).toBe(before)
  })

  it('rejects fields the schema does not know (it is strict) with 400 naming them', async () => {
    const before = db.accounts.all()
    const response = await post('/jwt/login', { ...CLIENT, role: 'admin', id: 1 })
    expect(response.status).toBe(400)
    const parsed = errorBodySchema.parse(await response.json())
    expect(Object.keys(parsed.error).sort()).toEqual(['id', 'role'])
    expect(db.accounts.all()).toBe(before)
  })

  it('answers an unexpected failure with 500 "Something went wrong"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(db.accounts, 'find').mockImplementation(() => {
      throw new Error('disk on fire')
    })
    const response = await post('/jwt/login', ADMIN)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: authMessages.unexpected })
    expect(warn).toHaveBeenCalled()
  })
})

describe('POST /jwt/register', () => {
  it('creates an admin account and signs it in', async () => {
    const before = db.accounts.all().length
    const response = await post('/jwt/register', NEW_USER)
    expect(response.status).toBe(201)
    const raw = (await response.json()) as Record<string, unknown>
    expect(Object.keys(raw).sort()).toEqual(['accessToken', 'refreshToken', 'user'])
    const body = registerResponseSchema.parse(raw)
    expect(body.user).toMatchObject({
      email: NEW_USER.email,
      username: NEW_USER.username,
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    })
    expect(Object.keys(raw.user as object).sort()).toEqual(PUBLIC_USER_KEYS)
    expect(db.accounts.all()).toHaveLength(before + 1)
    // The stored password is a digest, never the password itself.
    const stored = db.accounts.get(body.user.id)
    expect(stored?.passwordHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(NEW_USER.password)

    const me = await get('/auth/me', bearer(body.accessToken))
    expect(me.status).toBe(200)
    const signedIn = await login({ email: NEW_USER.email, password: NEW_USER.password })
    expect(signedIn.userData).toEqual(body.user)
  })

  it('does not let the body choose id, role, ability or credentials', async () => {
    const before = db.accounts.all()
    const response = await post('/jwt/register', {
      ...NEW_USER,
      id: 1,
      role: 'client',
      ability: [],
      passwordHash: '0'.repeat(64),
    })
    expect(response.status).toBe(400)
    const parsed = errorBodySchema.parse(await response.json())
    expect(Object.keys(parsed.error).sort()).toEqual(['ability', 'id', 'passwordHash', 'role'])
    expect(db.accounts.all()).toBe(before)
  })

  it.each([
    ['a taken email', { email: 'ADMIN@demo.com' }, { email: authMessages.emailTaken }],
    ['a taken username', { username: 'JohnDoe' }, { username: authMessages.usernameTaken }],
    [
      'a taken email and username',
      { email: CLIENT.email, username: 'janedoe' },
      { email: authMessages.emailTaken, username: authMessages.usernameTaken },
    ],
  ])('answers %s with 200 and the field errors', async (_, change, error) => {
    const before = db.accounts.all()
    const response = await post('/jwt/register', { ...NEW_USER, ...change })
    expect(response.status).toBe(200)
    const raw = await response.json()
    expect(raw).toEqual({ error })
    registerConflictSchema.parse(raw)
    expect(db.accounts.all()).toBe(before)
  })

  it.each([
    ['missing fields', {}, ['email', 'password', 'username']],
    ['a bad email', { ...NEW_USER, email: 'nope' }, ['email']],
    ['a short password', { ...NEW_USER, password: 'a1' }, ['password']],
    ['a password without a digit', { ...NEW_USER, password: 'abcdefghij' }, ['password']],
    ['a short username', { ...NEW_USER, username: 'ab' }, ['username']],
    ['a username with spaces', { ...NEW_USER, username: 'new user' }, ['username']],
    ['wrong types', { email: 1, password: true, username: {} }, ['email', 'password', 'username']],
    ['malformed JSON', '{"email":', ['body']],
    ['an extra field', { ...NEW_USER, fullName: 'Mallory' }, ['fullName']],
  ])('rejects %s with 400 and adds no account', async (_, body, fields) => {
    const before = db.accounts.all()
    const response = await post('/jwt/register', body)
    expect(response.status).toBe(400)
    const parsed = errorBodySchema.parse(await response.json())
    expect(Object.keys(parsed.error).sort()).toEqual(fields)
    expect(db.accounts.all()).toBe(before)
    expect(db.accounts.all()).toHaveLength(2)
  })

  it('never reuses the id of a deleted account, nor ids from before a reset', async () => {
    const first = await register()
    expect(first.user.id).toBe(3)
    expect(db.accounts.remove(first.user.id)).toBe(true)

    const second = await register()
    expect(second.user.id).toBe(4)

    db.reset()
    expect(db.accounts.all().map((a) => a.id)).toEqual([1, 2])
    const third = await register()
    expect(third.user.id).toBe(5)
  })

  it('does not let a token of a deleted account in, even when a new account is created', async () => {
    const first = await register()
    db.accounts.remove(first.user.id)
    await register({ ...NEW_USER, email: 'other@example.com', username: 'other' })
    const me = await get('/auth/me', bearer(first.accessToken))
    expect(me.status).toBe(401)
    expect(await me.json()).toMatchObject({ reason: 'invalid' })
  })
})

describe('POST /jwt/refresh-token', () => {
  it('issues new tokens and the user data for a valid refresh token', async () => {
    const session = await login(CLIENT)
    const response = await post('/jwt/refresh-token', { refreshToken: session.refreshToken })
    expect(response.status).toBe(200)
    const body = refreshResponseSchema.parse(await response.json())
    expect(body.userData).toEqual(session.userData)
    expect(body.accessToken).not.toBe(session.accessToken)
    expect(body.refreshToken).not.toBe(session.refreshToken)
    expect((await get('/auth/me', bearer(body.accessToken))).status).toBe(200)
  })

  async function expectInvalid(refreshToken: string) {
    const response = await post('/jwt/refresh-token', { refreshToken })
    expect(response.status).toBe(401)
    const body = errorBodySchema.parse(await response.json())
    expect(body.error).toBe(authMessages.invalidRefresh)
  }

  it('refuses garbage', async () => {
    await expectInvalid('not-a-token')
    await expectInvalid('a.b.c')
  })

  it('refuses an access token (wrong type)', async () => {
    const session = await login(ADMIN)
    await expectInvalid(session.accessToken)
  })

  it('refuses a tampered signature', async () => {
    const session = await login(ADMIN)
    await expectInvalid(tamperSignature(session.refreshToken))
  })

  it('refuses a token signed with another key', async () => {
    const session = await login(ADMIN)
    await expectInvalid(await resignWithKey(session.refreshToken, 'not-the-mock-secret'))
  })

  it('refuses a refresh token whose subject was changed', async () => {
    const session = await login(CLIENT)
    await expectInvalid(withClaims(session.refreshToken, { sub: '1' }))
  })

  it('refuses an expired refresh token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    const session = await login(ADMIN)
    vi.setSystemTime(T0.getTime() + TOKEN_LIFETIME_SECONDS * 1000 + 1000)
    await expectInvalid(session.refreshToken)
  })

  it('refuses the refresh token of a deleted account', async () => {
    const { user, refreshToken } = await register()
    db.accounts.remove(user.id)
    await expectInvalid(refreshToken)
  })

  it('rejects a bad body with 400', async () => {
    for (const body of [{}, { refreshToken: '' }, { refreshToken: 5 }, 'nope']) {
      const response = await post('/jwt/refresh-token', body)
      expect(response.status).toBe(400)
      const parsed = errorBodySchema.parse(await response.json())
      expect(typeof parsed.error).toBe('object')
    }
  })
})

describe('GET /auth/me and token expiry', () => {
  it('answers the signed-in user', async () => {
    const session = await login(CLIENT)
    const response = await get('/auth/me', bearer(session.accessToken))
    expect(response.status).toBe(200)
    expect(meResponseSchema.parse(await response.json()).userData).toEqual(session.userData)
  })

  it('still accepts the access token at 9 minutes and refuses it after 10 as expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    const session = await login(ADMIN)

    vi.setSystemTime(T0.getTime() + 9 * MINUTE)
    expect((await get('/auth/me', bearer(session.accessToken))).status).toBe(200)

    vi.setSystemTime(T0.getTime() + 10 * MINUTE + 1000)
    const response = await get('/auth/me', bearer(session.accessToken))
    expect(response.status).toBe(401)
    expect(errorBodySchema.parse(await response.json()).reason).toBe('expired')
  })

  it('answers 401 "missing" without an Authorization header', async () => {
    const response = await get('/auth/me')
    expect(response.status).toBe(401)
    expect(errorBodySchema.parse(await response.json()).reason).toBe('missing')
  })

  it.each([
    ['Basic', 'Basic YWRtaW46YWRtaW4='],
    ['an empty bearer', 'Bearer '],
    ['no scheme', 'eyJhbGciOiJIUzI1NiJ9.e30.sig'],
    ['two tokens', 'Bearer a.b.c d.e.f'],
  ])('answers 401 for a malformed header (%s)', async (_, header) => {
    const response = await get('/auth/me', { Authorization: header })
    expect(response.status).toBe(401)
    expect(errorBodySchema.parse(await response.json()).reason).toBe('missing')
  })

  it('answers 401 "invalid" for a tampered signature', async () => {
    const session = await login(ADMIN)
    const response = await get('/auth/me', bearer(tamperSignature(session.accessToken)))
    expect(response.status).toBe(401)
    expect(errorBodySchema.parse(await response.json()).reason).toBe('invalid')
  })

  it('answers 401 "invalid" for a token signed with another key', async () => {
    const session = await login(ADMIN)
    const forged = await resignWithKey(session.accessToken, 'not-the-mock-secret')
    const response = await get('/auth/me', bearer(forged))
    expect(response.status).toBe(401)
    expect(errorBodySchema.parse(await response.json()).reason).toBe('invalid')
  })

  it('answers 401 "invalid" for a client token whose subject was changed to the admin\'s', async () => {
    const session = await login(CLIENT)
    const response = await get('/auth/me', bearer(withClaims(session.accessToken, { sub: '1' })))
    expect(response.status).toBe(401)
    expect(errorBodySchema.parse(await response.json()).reason).toBe('invalid')
  })

  it('answers 401 "invalid" for a token whose expiry was pushed back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    const session = await login(ADMIN)
    vi.setSystemTime(T0.getTime() + 11 * MINUTE)
    const extended = withClaims(session.accessToken, { exp: Math.floor(Date.now() / 1000) + 3600 })
    const response = await get('/auth/me', bearer(extended))
    expect(response.status).toBe(401)
    expect(errorBodySchema.parse(await response.json()).reason).toBe('invalid')
  })

  it('answers 401 "invalid" for a refresh token used as an access token', async () => {
    const session = await login(ADMIN)
    const response = await get('/auth/me', bearer(session.refreshToken))
    expect(response.status).toBe(401)
    expect(errorBodySchema.parse(await response.json()).reason).toBe('invalid')
  })
})

describe('revoking tokens', () => {
  const refresh = (refreshToken: string) => post('/jwt/refresh-token', { refreshToken })
  const me = (token: string) => get('/auth/me', bearer(token))
  const reasonOf = async (response: Response) => errorBodySchema.parse(await response.json()).reason

  it('lets a refresh token work once; used again, it ends its whole session', async () => {
    const session = await login(ADMIN)
    const first = await refresh(session.refreshToken)
    expect(first.status).toBe(200)
    const pair = refreshResponseSchema.parse(await first.json())

    const again = await refresh(session.refreshToken)
    expect(again.status).toBe(401)
    expect(await reasonOf(again)).toBe('revoked')
    // The pair the first exchange gave is of the same session: refused too.
    const meAfter = await me(pair.accessToken)
    expect(meAfter.status).toBe(401)
    expect(await reasonOf(meAfter)).toBe('revoked')
    expect((await refresh(pair.refreshToken)).status).toBe(401)
    // Another session of the same account goes on.
    const other = await login(ADMIN)
    expect((await me(other.accessToken)).status).toBe(200)
  })

  it('signing out refuses the access and refresh tokens of that session only', async () => {
    const session = await login(CLIENT)
    const other = await login(CLIENT)
    const out = await post('/jwt/logout', {}, bearer(session.accessToken))
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ ok: true })
    expect((await me(session.accessToken)).status).toBe(401)
    expect((await refresh(session.refreshToken)).status).toBe(401)
    expect((await me(other.accessToken)).status).toBe(200)
    expect((await post('/jwt/logout', {})).status).toBe(401)
  })

  it('a password change ends every other session of the account, not the current one', async () => {
    const current = await login(ADMIN)
    const other = await login(ADMIN)
    const client = await login(CLIENT)
    const changed = await post(
      '/account-setting/change-password',
      {
        currentPassword: ADMIN.password,
        newPassword: 'NewPass#2030',
        confirmPassword: 'NewPass#2030',
      },
      bearer(current.accessToken),
    )
    expect(changed.status).toBe(200)
    expect((await me(current.accessToken)).status).toBe(200)
    expect((await me(other.accessToken)).status).toBe(401)
    expect((await refresh(other.refreshToken)).status).toBe(401)
    expect((await me(client.accessToken)).status).toBe(200)
    // The current session refreshes on; a new sign-in with the new password works.
    const next = refreshResponseSchema.parse(await (await refresh(current.refreshToken)).json())
    expect((await me(next.accessToken)).status).toBe(200)
    expect(
      (await post('/jwt/login', { email: ADMIN.email, password: 'NewPass#2030' })).status,
    ).toBe(200)
  })

  it('forgets a revocation once every token it refuses has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    const session = await login(CLIENT)
    await post('/jwt/logout', {}, bearer(session.accessToken))
    expect(db.table(revocationsTable).all()).toHaveLength(1)
    vi.setSystemTime(T0.getTime() + 11 * MINUTE)
    await login(ADMIN).then((admin) => post('/jwt/logout', {}, bearer(admin.accessToken)))
    expect(db.table(revocationsTable).all()).toHaveLength(1)
  })

  it("follows the caller's clock when the owner passes it", async () => {
    const session = await login(CLIENT)
    const later = Date.now() + 11 * MINUTE
    const response = await app.request(
      '/auth/me',
      { headers: bearer(session.accessToken) },
      {
        now: later,
      },
    )
    expect(response.status).toBe(401)
    expect(await reasonOf(response)).toBe('expired')
  })
})

describe('POST /mock/reset (403 without the ability)', () => {
  it('refuses the client account and leaves the store as it was', async () => {
    const { user } = await register()
    const before = db.accounts.all()
    const client = await login(CLIENT)
    const response = await post('/mock/reset', {}, bearer(client.accessToken))
    expect(response.status).toBe(403)
    expect(errorBodySchema.parse(await response.json()).error).toEqual(expect.any(String))
    expect(db.accounts.all()).toBe(before)
    expect(db.accounts.get(user.id)).toBeDefined()
  })

  it('refuses without a token (401)', async () => {
    await register()
    const before = db.accounts.all()
    const response = await post('/mock/reset', {})
    expect(response.status).toBe(401)
    expect(db.accounts.all()).toBe(before)
  })

  it('lets the admin restore the seed', async () => {
    const { user } = await register()
    const admin = await login(ADMIN)
    const response = await post('/mock/reset', {}, bearer(admin.accessToken))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(db.accounts.get(user.id)).toBeUndefined()
    expect(db.accounts.all()).toEqual(seedAccounts())
    // The registered account can no longer sign in.
    const gone = await post('/jwt/login', { email: NEW_USER.email, password: NEW_USER.password })
    expect(gone.status).toBe(400)
  })
})

describe('unmatched requests', () => {
  it('answers an unknown path with 404 and the unmatched header', async () => {
    const response = await get('/nothing/here')
    expect(response.status).toBe(404)
    expect(response.headers.get(UNMATCHED_HEADER)).toBe('1')
  })

  it('treats a known path with another method as unmatched', async () => {
    const response = await get('/jwt/login')
    expect(response.status).toBe(404)
    expect(response.headers.get(UNMATCHED_HEADER)).toBe('1')
  })

  it("does not mark a route's own 404 as unmatched", async () => {
    const { accessToken } = await login(ADMIN)
    const response = await get('/apps/email/get-email?id=999999', bearer(accessToken))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Email not found' })
    expect(response.headers.has(UNMATCHED_HEADER)).toBe(false)
  })

  it('does not mark 400, 401 or 403 answers as unmatched', async () => {
    const client = await login(CLIENT)
    const answers = await Promise.all([
      post('/jwt/login', {}),
      get('/auth/me'),
      post('/mock/reset', {}, bearer(client.accessToken)),
    ])
    expect(answers.map((r) => r.status)).toEqual([400, 401, 403])
    for (const answer of answers) expect(answer.headers.has(UNMATCHED_HEADER)).toBe(false)
  })
})
