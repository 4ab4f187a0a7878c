import { Hono } from 'hono/tiny'
import { stubNetwork, type StubbedNetwork } from '@/test/network'
import { createMockApp } from './app'
import { answerer, catchFetch } from './answer'
import { installMock, interceptXhr } from './install'
import { createDb } from './store/db'

const API = 'http://localhost:3000'
const ADMIN = JSON.stringify({ email: 'admin@demo.com', password: 'admin' })
const JSON_HEADERS = { 'Content-Type': 'application/json' }

let network: StubbedNetwork
let dispose: (() => void) | undefined

beforeEach(() => {
  network = stubNetwork(() => new Response('from the network', { status: 299 }))
})

afterEach(() => {
  dispose?.()
  dispose = undefined
  network.restore()
})

function xhr(method: string, url: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, url)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.addEventListener('load', () =>
      resolve({ status: request.status, text: request.responseText }),
    )
    request.addEventListener('error', () => reject(new Error('network error')))
    request.send(body)
  })
}

describe('installMock', () => {
  it('runs in happy-dom at the origin the tests expect', () => {
    expect(window.location.origin).toBe(API)
  })

  it('answers fetch under the API base with the mock back end', async () => {
    dispose = installMock({ apiBase: API, app: createMockApp() }).dispose
    const response = await fetch(`${API}/jwt/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: ADMIN,
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { userData: { email: string }; accessToken: string }
    expect(body.userData.email).toBe('admin@demo.com')
    expect(network.requests).toHaveLength(0)

    // Headers reach the mock: the token just issued is accepted.
    const me = await fetch(`${API}/auth/me`, {
      headers: { Authorization: `Bearer ${body.accessToken}` },
    })
    expect(me.status).toBe(200)
    expect(network.requests).toHaveLength(0)
  })

  it('answers a relative fetch (resolved against the page) too', async () => {
    dispose = installMock({ apiBase: API, app: createMockApp() }).dispose
    const response = await fetch('/jwt/login', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: ADMIN,
    })
    expect(response.status).toBe(200)
    expect(network.requests).toHaveLength(0)
  })

  it("answers the mock's own errors (400, 401) rather than letting them through", async () => {
    dispose = installMock({ apiBase: API, app: createMockApp() }).dispose
    const bad = await fetch(`${API}/jwt/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{}',
    })
    expect(bad.status).toBe(400)
    const me = await fetch(`${API}/auth/me`)
    expect(me.status).toBe(401)
    expect(network.requests).toHaveLength(0)
  })

  it('answers XMLHttpRequest under the API base', async () => {
    dispose = installMock({ apiBase: API, app: createMockApp() }).dispose
    const { status, text } = await xhr('POST', `${API}/jwt/login`, ADMIN, JSON_HEADERS)
    expect(status).toBe(200)
    expect(JSON.parse(text).userData.email).toBe('admin@demo.com')
    expect(network.requests).toHaveLength(0)
  })

  it('routes below an API base with a path prefix', async () => {
    dispose = installMock({ apiBase: `${API}/api/v1`, app: createMockApp() }).dispose
    const response = await fetch(`${API}/api/v1/jwt/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: ADMIN,
    })
    expect(response.status).toBe(200)
    const viaXhr = await xhr('POST', `${API}/api/v1/jwt/login`, ADMIN, JSON_HEADERS)
    expect(viaXhr.status).toBe(200)
    expect(network.requests).toHaveLength(0)

    // The same path without the prefix, or a look-alike prefix, is not the API.
    const outside = await fetch(`${API}/jwt/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: ADMIN,
    })
    expect(outside.status).toBe(299)
    const lookAlike = await fetch(`${API}/api/v10/jwt/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: ADMIN,
    })
    expect(lookAlike.status).toBe(299)
    expect(network.requests.map((r) => r.url)).toEqual([
      `${API}/jwt/login`,
      `${API}/api/v10/jwt/login`,
    ])
  })

  it('keeps the query string when routing', async () => {
    const app = new Hono()
    const seen: string[] = []
    app.get('/echo', (c) => {
      seen.push(new URL(c.req.url).search)
      return c.json({ ok: true })
    })
    dispose = installMock({ apiBase: `${API}/api`, app }).dispose
    const response = await fetch(`${API}/api/echo?a=1&a=2&b=x%20y`)
    expect(response.status).toBe(200)
    expect(seen).toEqual(['?a=1&a=2&b=x%20y'])
  })

  it('lets a request outside the API base go to the network', async () => {
    dispose = installMock({ apiBase: API, app: createMockApp() }).dispose
    const response = await fetch('http://other.example/jwt/login', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: ADMIN,
    })
    expect(response.status).toBe(299)
    expect(await response.text()).toBe('from the network')
    expect(network.requests.map((r) => r.url)).toEqual(['http://other.example/jwt/login'])
  })

  it('lets a path with no route under the API base go to the network, body intact', async () => {
    dispose = installMock({ apiBase: API, app: createMockApp() }).dispose
    const response = await fetch(`${API}/nothing/here`)
    expect(response.status).toBe(299)
    expect(response.headers.has('x-mock-unmatched')).toBe(false)

    const posted = await fetch(`${API}/nothing/here`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"keep":"me"}',
    })
    expect(posted.status).toBe(299)
    expect(network.requests).toHaveLength(2)
    const last = network.requests[1]
    expect(last?.method).toBe('POST')
    expect(await last?.text()).toBe('{"keep":"me"}')
  })

  it('lets an XMLHttpRequest with no route go to the network', async () => {
    dispose = installMock({ apiBase: API, app: createMockApp() }).dispose
    const { status, text } = await xhr('GET', `${API}/nothing/here`)
    expect(status).toBe(299)
    expect(text).toBe('from the network')
    expect(network.requests.map((r) => r.url)).toEqual([`${API}/nothing/here`])
  })

  it('turns a network failure of a let-through request into a fetch rejection', async () => {
    network.restore()
    network = stubNetwork(() => {
      throw new TypeError('connection refused')
    })
    dispose = installMock({ apiBase: API, app: createMockApp() }).dispose
    await expect(fetch(`${API}/nothing/here`)).rejects.toThrow()
  })

  it('waits delayMs before answering', async () => {
    dispose = installMock({ apiBase: API, delayMs: 60, app: createMockApp() }).dispose
    const started = performance.now()
    const response = await fetch(`${API}/auth/me`)
    expect(response.status).toBe(401)
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
  })

  it('answers from the app it is given, sharing its store', async () => {
    const db = createDb()
    dispose = installMock({ apiBase: API, app: createMockApp(db) }).dispose
    const response = await fetch(`${API}/jwt/register`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: 'new@example.com', password: 'secret123', username: 'newbie' }),
    })
    expect(response.status).toBe(201)
    expect(db.accounts.find((a) => a.email === 'new@example.com')).toBeDefined()
  })

  it('stops answering once disposed', async () => {
    const stop = installMock({ apiBase: API, app: createMockApp() }).dispose
    stop()
    const response = await fetch(`${API}/jwt/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: ADMIN,
    })
    expect(response.status).toBe(299)
    const viaXhr = await xhr('POST', `${API}/jwt/login`, ADMIN, JSON_HEADERS)
    expect(viaXhr.status).toBe(299)
    expect(network.requests).toHaveLength(2)
  })
})

describe('catching fetch first, XMLHttpRequest later (the page side, src/mock/browser.ts)', () => {
  it('answers fetch at once and XMLHttpRequest once its interceptor is on', async () => {
    const answer = answerer({ apiBase: API, app: createMockApp() })
    const stops = [catchFetch(answer).release]
    dispose = () => stops.forEach((stop) => stop())
    const login = { method: 'POST', headers: JSON_HEADERS, body: ADMIN }
    expect((await fetch(`${API}/jwt/login`, login)).status).toBe(200)
    expect((await xhr('POST', `${API}/jwt/login`, ADMIN, JSON_HEADERS)).status).toBe(299)

    stops.push(interceptXhr(answer))
    expect((await xhr('POST', `${API}/jwt/login`, ADMIN, JSON_HEADERS)).status).toBe(200)
    expect(network.requests).toHaveLength(1)
  })

  it('answers a Request object, its body included', async () => {
    dispose = catchFetch(answerer({ apiBase: API, app: createMockApp() })).release
    const response = await fetch(
      new Request(`${API}/jwt/login`, { method: 'POST', headers: JSON_HEADERS, body: ADMIN }),
    )
    expect(response.status).toBe(200)
    expect(((await response.json()) as { userData: { email: string } }).userData.email).toBe(
      'admin@demo.com',
    )
    expect(network.requests).toHaveLength(0)
  })
})

describe("installMock's own fetch", () => {
  it('answers under the API base by itself, the interception removed', async () => {
    const mock = installMock({ apiBase: API, app: createMockApp() })
    mock.dispose()
    const response = await mock.fetch(`${API}/jwt/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: ADMIN,
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { userData: { email: string } }).userData.email).toBe(
      'admin@demo.com',
    )
    expect(network.requests).toHaveLength(0)
  })

  it('sends to the network what is not the mock’s: other addresses, paths it has no route for', async () => {
    const mock = installMock({ apiBase: `${API}/api`, app: createMockApp() })
    dispose = mock.dispose
    expect((await mock.fetch('https://tiles.example/1/2/3.png')).status).toBe(299)
    expect((await mock.fetch(`${API}/api/no/such/route`)).status).toBe(299)
    expect(network.requests).toHaveLength(2)
  })

  it('stops a call whose signal aborts, before or while it is answered', async () => {
    const mock = installMock({ apiBase: API, delayMs: 200, app: createMockApp() })
    dispose = mock.dispose
    const before = new AbortController()
    before.abort()
    await expect(mock.fetch(`${API}/auth/me`, { signal: before.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
    const during = new AbortController()
    const call = mock.fetch(`${API}/auth/me`, { signal: during.signal })
    setTimeout(() => during.abort(), 20)
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })
})
