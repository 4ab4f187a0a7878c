// @vitest-environment node
import { loginResponseSchema } from '@/contract/auth'
import { usersResponseSchema } from '@/contract/users'
import { ADMIN } from '@/test/mock-client'
import { usersTable } from './fixtures/users'
import { startMockServer } from './node-server'
import { setMockScale } from './scale'

// Its own file: the scale is set once per process, before the first table is seeded. The node
// test files of a worker share their modules (vite.config.ts, isolate: false), so the scale goes
// back to 1 after: the files that follow seed the sample data as written.
afterAll(() => setMockScale(1))

it('serves the sample data times --scale', async () => {
  const seeded = usersTable.seed().length
  const server = await startMockServer({ port: 0, scale: 4 })
  try {
    const login = await fetch(`${server.url}/jwt/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { accessToken } = loginResponseSchema.parse(await login.json())
    const list = await fetch(`${server.url}/api/users/list/data?perPage=5`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    expect(usersResponseSchema.parse(await list.json()).total).toBe(seeded * 4)
  } finally {
    await server.close()
  }
})
