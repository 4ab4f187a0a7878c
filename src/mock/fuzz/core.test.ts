import { loginResponseSchema } from '@/contract/auth'
import { ADMIN } from '@/test/mock-client'
import { fuzzEndpoints, totals, type Target } from './fuzz-kit'

// Sign-in, the mock's reset and the navbar's search and bookmarks.
describe('fuzzing the auth, reset and search endpoints', () => {
  fuzzEndpoints([
    { request: { method: 'POST', path: '/jwt/login', body: ADMIN } },
    {
      request: {
        method: 'POST',
        path: '/jwt/register',
        body: { email: 'fuzz@demo.com', password: 'secret-pass1', username: 'fuzzcook' },
      },
    },
    {
      request: async function refreshToken(target: Target) {
        const login = await target.send({ method: 'POST', path: '/jwt/login', body: ADMIN })
        const { refreshToken } = loginResponseSchema.parse(await login.json())
        return { method: 'POST', path: '/jwt/refresh-token', body: { refreshToken } }
      },
    },
    { request: { method: 'GET', path: '/auth/me' } },
    { request: { method: 'POST', path: '/mock/reset' } },
    { request: { method: 'GET', path: '/api/main-search/data' } },
    { request: { method: 'GET', path: '/api/bookmarks/data' } },
    { request: { method: 'POST', path: '/api/bookmarks/update', body: { id: 1 } } },
    { request: { method: 'GET', path: '/api/autocomplete/data' } },
  ])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(100)
    expect(totals.rejected).toBeGreaterThan(50)
  })
})
