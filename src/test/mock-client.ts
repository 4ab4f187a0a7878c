import { loginResponseSchema } from '@/contract/auth'
import type { MockApp } from '@/mock/app'

/** The demo accounts (README): the admin manages everything, the client reads ACL and Auth only. */
export const ADMIN = { email: 'admin@demo.com', password: 'admin' }
export const CLIENT = { email: 'client@demo.com', password: 'client' }

export const bearer = (token?: string): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {}

/**
 * Requests to the mock app of the current test, for the mock route tests.
 * `app` is read on every call, so a test file can make a fresh app in `beforeEach`.
 */
export function mockClient(app: () => MockApp) {
  return {
    /** Signs in and returns the access token; fails the test if sign-in fails. */
    async tokenOf(credentials: { email: string; password: string }) {
      const response = await app().request('/jwt/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      })
      expect(response.status).toBe(200)
      return loginResponseSchema.parse(await response.json()).accessToken
    },
    get: async (path: string, token?: string) => app().request(path, { headers: bearer(token) }),
    /** A string body is sent as it is (to test malformed JSON); anything else as JSON. */
    post: async (path: string, body: unknown, token?: string) =>
      app().request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(token) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    del: async (path: string, token?: string) =>
      app().request(path, { method: 'DELETE', headers: bearer(token) }),
  }
}
