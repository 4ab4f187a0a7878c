import { pricingEndpoints } from '@/contract/pricing'
import { requireAbility } from '../auth'
import { mockRoutes, route } from '../route'
import { DEFAULT_CURRENT_PLAN, pricingPlans, pricingQandA } from '../fixtures/pricing'

export const pricingRoutes = mockRoutes(
  route(pricingEndpoints.getPricing, requireAbility('read', 'Page'), (c) =>
    c.json({ plans: pricingPlans, qandA: pricingQandA, currentPlan: DEFAULT_CURRENT_PLAN }),
  ),
)
