import { authEndpoints, loginResponseSchema } from '@/contract/auth'
import { mockAdminEndpoints } from '@/contract/mock-admin'
import { searchEndpoints } from '@/contract/search'
import { ADMIN } from '@/test/mock-client'
import { fuzzCases } from '../endpoint-case'
import type { Target } from '../fuzz-kit'

/** Sign-in and sign-out, the mock's reset and the navbar's search and bookmarks. */
export const coreCases = fuzzCases([
  { endpoint: authEndpoints.login, body: ADMIN },
  {
    endpoint: authEndpoints.register,
    body: { email: 'fuzz@demo.com', password: 'secret-pass1', username: 'fuzzcook' },
  },
  {
    endpoint: authEndpoints.refreshToken,
    input: async function refreshToken(target: Target) {
      const login = await target.call(authEndpoints.login, { body: ADMIN })
      const { refreshToken } = loginResponseSchema.parse(await login.json())
      return { body: { refreshToken } }
    },
  },
  { endpoint: authEndpoints.logout },
  { endpoint: authEndpoints.getMe },
  { endpoint: mockAdminEndpoints.resetMock },
  { endpoint: searchEndpoints.getMainSearch },
  { endpoint: searchEndpoints.getBookmarks },
  { endpoint: searchEndpoints.toggleBookmark, body: { id: 1 } },
  { endpoint: searchEndpoints.getAutocomplete },
])
