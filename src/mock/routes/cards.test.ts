import {
  cardAnalyticsNames,
  cardAnalyticsSchemas,
  cardStatisticsNames,
  cardStatisticsSchemas,
} from '@/contract/cards'
import { ADMIN, CLIENT, mockClient } from '@/test/mock-client'
import { createMockApp, type MockApp } from '../app'
import { createDb } from '../store/db'

let app: MockApp
const { tokenOf, get } = mockClient(() => app)

beforeEach(() => {
  app = createMockApp(createDb())
})

const endpoints = [
  ...cardAnalyticsNames.map(
    (name) => [`/card/card-analytics/${name}`, cardAnalyticsSchemas[name]] as const,
  ),
  ...cardStatisticsNames.map(
    (name) => [`/card/card-statistics/${name}`, cardStatisticsSchemas[name]] as const,
  ),
]

describe('dashboard cards', () => {
  it('has the 17 endpoints of the spec', () => {
    expect(endpoints).toHaveLength(17)
  })

  it.each(endpoints)('GET %s answers its schema', async (path, schema) => {
    const response = await get(path, await tokenOf(ADMIN))
    expect(response.status).toBe(200)
    const parsed = schema.safeParse(await response.json())
    expect(parsed.success).toBe(true)
  })

  it.each(endpoints)('GET %s answers the same twice (deterministic)', async (path) => {
    const token = await tokenOf(ADMIN)
    const first: unknown = await (await get(path, token)).json()
    const second: unknown = await (await get(path, token)).json()
    expect(second).toEqual(first)
  })

  it.each(endpoints)('GET %s is 401 without a token', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(401)
  })

  it.each(endpoints)('GET %s is 403 for the client account', async (path) => {
    const response = await get(path, await tokenOf(CLIENT))
    expect(response.status).toBe(403)
  })

  it('answers 404 for a card it does not have', async () => {
    const response = await get('/card/card-analytics/nope', await tokenOf(ADMIN))
    expect(response.status).toBe(404)
  })
})
