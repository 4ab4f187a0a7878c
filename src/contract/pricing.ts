import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import type { Examples } from './example'

export const pricingPlanIds = ['basic', 'standard', 'enterprise'] as const
export const pricingPlanIdSchema = z.enum(pricingPlanIds)
export type PricingPlanId = z.infer<typeof pricingPlanIdSchema>

/** One pricing plan. Prices are whole US dollars. */
export const pricingPlanSchema = z.object({
  id: pricingPlanIdSchema,
  title: z.string(),
  subtitle: z.string(),
  /** Billed monthly, per month. */
  monthlyPrice: z.number(),
  yearlyPlan: z.object({
    /** Billed yearly, per month. */
    perMonth: z.number(),
    /** Billed yearly, per year. */
    totalAnnual: z.number(),
  }),
  benefits: z.array(z.string()),
  popular: z.boolean(),
})
export type PricingPlan = z.infer<typeof pricingPlanSchema>

export const pricingQuestionSchema = z.object({ question: z.string(), ans: z.string() })

/** `getPricing`: the plans, the FAQ, and the signed-in account's plan. */
export const pricingDataSchema = z.object({
  plans: z.array(pricingPlanSchema),
  qandA: z.array(pricingQuestionSchema),
  currentPlan: pricingPlanIdSchema,
})
export type PricingData = z.infer<typeof pricingDataSchema>

export const pricingEndpoints = endpoints('Pages', {
  getPricing: {
    method: 'get',
    path: '/pricing/data',
    summary: 'Pricing plans and questions',
    response: pricingDataSchema,
  },
})

/** A valid call of each endpoint (src/contract/example.ts). */
export const pricingExamples = {
  getPricing: {},
} satisfies Examples<typeof pricingEndpoints>
