import { ADMIN, CLIENT, mockClient } from '@/test/mock-client'
import { pricingDataSchema } from '@/contract/pricing'
import { createMockApp } from '../app'

let app: ReturnType<typeof createMockApp>
const { get, tokenOf } = mockClient(() => app)

beforeEach(() => {
  app = createMockApp()
})

describe('GET /pricing/data', () => {
  it('answers the three plans with SPEC section 9 figures, the FAQ and the current plan', async () => {
    const response = await get('/pricing/data', await tokenOf(ADMIN))
    expect(response.status).toBe(200)
    const data = pricingDataSchema.parse(await response.json())
    const [basic, standard, enterprise] = data.plans
    expect(data.plans.map((plan) => plan.title)).toEqual(['Basic', 'Standard', 'Enterprise'])
    expect(basic).toMatchObject({ monthlyPrice: 0, popular: false })
    expect(standard).toMatchObject({
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      popular: true,
    })
    expect(enterprise).toMatchObject({
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      popular: false,
    })
    // The benefits say what the answers below say: Basic is one venue, the others every venue
    // of the group, and PayPal comes with Enterprise only.
    expect(basic?.benefits).toContain('One venue, up to 10 staff accounts')
    expect(standard?.benefits).toContain('Every venue in your group')
    expect(enterprise?.benefits).toContain('Everything in Standard')
    expect(data.plans.filter((plan) => plan.benefits.some((text) => /PayPal/.test(text)))).toEqual([
      enterprise,
    ])
    expect(data.qandA.map((entry) => entry.ans).join(' ')).toMatch(
      /single venue.*PayPal on Enterprise/s,
    )
    expect(data.qandA.length).toBeGreaterThanOrEqual(3)
    expect(data.currentPlan).toBe('basic')
  })

  it('needs a token (401) and the Page ability (403 for the client)', async () => {
    expect((await get('/pricing/data')).status).toBe(401)
    expect((await get('/pricing/data', await tokenOf(CLIENT))).status).toBe(403)
  })
})
