import { Hono } from 'hono/tiny'
import { requireAbility, type MockEnv } from '../auth'
import { DEFAULT_CURRENT_PLAN, pricingPlans, pricingQandA } from '../fixtures/pricing'

export const pricingRoutes = new Hono<MockEnv>().get(
  '/pricing/data',
  requireAbility('read', 'Page'),
  (c) => c.json({ plans: pricingPlans, qandA: pricingQandA, currentPlan: DEFAULT_CURRENT_PLAN }),
)
