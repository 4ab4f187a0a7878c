// @vitest-environment node
import { loginResponseSchema } from '@/contract/auth'
import { usersResponseSchema } from '@/contract/users'
import { ADMIN } from '@/test/mock-client'
import { DEFAULT_MOCK_PORT, portFrom, scaleFrom, startMockServer } from './node-server'

let server: Awaited<ReturnType<typeof startMockServer>>

beforeAll(async () => {
  server = await startMockServer({ port: 0 })
})
afterAll(() => server.close())

describe('the mock back end over HTTP', () => {
  it('signs in, then lists users with the token', async () => {
    const login = await fetch(`${server.url}/jwt/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)
    const { accessToken } = loginResponseSchema.parse(await login.json())

    const list = await fetch(`${server.url}/api/users/list/data?perPage=5`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    expect(list.status).toBe(200)
    const { users, total } = usersResponseSchema.parse(await list.json())
    expect(users).toHaveLength(5)
    expect(total).toBeGreaterThan(5)

    expect((await fetch(`${server.url}/api/users/list/data`)).status).toBe(401)
  })

  it('serves the OpenAPI document', async () => {
    const response = await fetch(`${server.url}/openapi.json`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ openapi: '3.1.0' })
  })

  it('lets a local page call it cross-origin with a token, and no other site', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/apps/users/add-user`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      })
    const local = await preflight('http://127.0.0.1:4173')
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    expect(local.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
    expect(local.headers.get('access-control-allow-methods')).toMatch(/POST/)
    const foreign = await preflight('https://example.com')
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('portFrom', () => {
  it('reads --port, --port= and PORT, in that order, with 8787 by default', () => {
    expect(portFrom([], {})).toBe(DEFAULT_MOCK_PORT)
    expect(portFrom([], { PORT: '9000' })).toBe(9000)
    expect(portFrom(['--port', '8794'], { PORT: '9000' })).toBe(8794)
    expect(portFrom(['--port=8795'], {})).toBe(8795)
  })

  it('refuses a port that is not one', () => {
    expect(() => portFrom(['--port', 'abc'], {})).toThrow(/Invalid port "abc"/)
    expect(() => portFrom(['--port=70000'], {})).toThrow(/Invalid port/)
    expect(() => portFrom(['--port'], {})).toThrow(/Invalid port ""/)
  })
})

describe('scaleFrom', () => {
  it('reads --scale, --scale= and MOCK_SCALE, in that order, with 1 by default', () => {
    expect(scaleFrom([], {})).toBe(1)
    expect(scaleFrom([], { MOCK_SCALE: '10' })).toBe(10)
    expect(scaleFrom(['--scale', '100'], { MOCK_SCALE: '10' })).toBe(100)
    expect(scaleFrom(['--port', '9000', '--scale=2'], {})).toBe(2)
  })

  it('refuses a scale out of 1 to 100', () => {
    expect(() => scaleFrom(['--scale', '0'], {})).toThrow(/Invalid scale "0": .* 1 to 100/)
    expect(() => scaleFrom(['--scale=101'], {})).toThrow(/Invalid scale "101"/)
    expect(() => scaleFrom(['--scale=1.5'], {})).toThrow(/Invalid scale/)
    expect(() => scaleFrom(['--scale'], {})).toThrow(/Invalid scale ""/)
  })
})
