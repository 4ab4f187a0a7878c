import { z } from 'zod/mini'
import { endpoints, type Endpoint, type EndpointSpec } from './endpoint'
import type { Examples } from './example'

const label = z.string().check(z.minLength(1))
const count = z.number().check(z.nonnegative())
const percent = z.number().check(z.gte(0), z.lte(100))

/** One point of a chart: a label (a day, a month, an hour) and its value. */
export const cardPointSchema = z.object({ label, value: count })

/** A figure with a small trend chart: the shape of every `/card/card-statistics/*` answer. */
export const statisticCardSchema = z.object({
  title: label,
  /** Whether `total` and the points are US dollars or a plain count. */
  unit: z.enum(['count', 'usd']),
  total: count,
  /** Change against the previous period, in percent (negative when it fell). */
  growthPercent: z.number(),
  period: label,
  series: z.array(cardPointSchema).check(z.minLength(2)),
})

/** Parts of a whole (order channels, devices, guests). */
export const segmentsCardSchema = z.object({
  title: label,
  unit: z.enum(['count', 'usd']),
  total: count,
  segments: z
    .array(z.object({ label, value: count, growthPercent: z.optional(z.number()) }))
    .check(z.minLength(1)),
})

export const supportTrackerSchema = z.object({
  title: label,
  period: label,
  totalTickets: count,
  newTickets: count,
  openTickets: count,
  responseTimeHours: count,
  completedPercent: percent,
})

export const avgSessionsSchema = z.object({
  ...statisticCardSchema.shape,
  goals: z.array(z.object({ label, value: label, progress: percent })),
})

export const revenueReportSchema = z.object({
  title: label,
  year: z.number().check(z.int()),
  budget: count,
  months: z.array(z.object({ label, earning: count, expense: count })).check(z.minLength(1)),
})

export const goalOverviewSchema = z.object({
  title: label,
  completed: count,
  inProgress: count,
  percent,
})

/** The schema of each `/card/card-analytics/{name}` answer. */
export const cardAnalyticsSchemas = {
  'support-tracker': supportTrackerSchema,
  'avg-sessions': avgSessionsSchema,
  'revenue-report': revenueReportSchema,
  'goal-overview': goalOverviewSchema,
  revenue: statisticCardSchema,
  'product-orders': segmentsCardSchema,
  'sessions-device': segmentsCardSchema,
  customers: segmentsCardSchema,
} as const

/** The schema of each `/card/card-statistics/{name}` answer. */
export const cardStatisticsSchemas = {
  'orders-bar-chart': statisticCardSchema,
  'profit-line-chart': statisticCardSchema,
  subscribers: statisticCardSchema,
  revenue: statisticCardSchema,
  sales: statisticCardSchema,
  orders: statisticCardSchema,
  'site-traffic': statisticCardSchema,
  'active-users': statisticCardSchema,
  newsletter: statisticCardSchema,
} as const

export type CardAnalyticsName = keyof typeof cardAnalyticsSchemas
export type CardStatisticsName = keyof typeof cardStatisticsSchemas
export const cardAnalyticsNames = Object.keys(cardAnalyticsSchemas) as CardAnalyticsName[]
export const cardStatisticsNames = Object.keys(cardStatisticsSchemas) as CardStatisticsName[]

export type CardPoint = z.infer<typeof cardPointSchema>
export type StatisticCard = z.infer<typeof statisticCardSchema>
export type SegmentsCard = z.infer<typeof segmentsCardSchema>
export type SupportTracker = z.infer<typeof supportTrackerSchema>
export type AvgSessions = z.infer<typeof avgSessionsSchema>
export type RevenueReport = z.infer<typeof revenueReportSchema>
export type GoalOverview = z.infer<typeof goalOverviewSchema>
export type CardAnalytics = {
  [K in CardAnalyticsName]: z.infer<(typeof cardAnalyticsSchemas)[K]>
}
export type CardStatistics = {
  [K in CardStatisticsName]: z.infer<(typeof cardStatisticsSchemas)[K]>
}

/** The endpoint of one card: a GET whose answer is that card's schema. */
export type CardEndpoint<S extends z.ZodMiniType> = Endpoint<{
  method: 'get'
  path: string
  summary: string
  response: S
}>

/**
 * One endpoint per card (`/card/card-{kind}/{name}`, operation id
 * `{idPrefix}-{name}`), in the order of `schemas`, keyed by card name.
 */
function cardEndpoints<const Schemas extends Record<string, z.ZodMiniType>>(
  kind: 'analytics' | 'statistics',
  idPrefix: string,
  schemas: Schemas,
): { readonly [K in keyof Schemas]: CardEndpoint<Schemas[K]> } {
  const names = Object.keys(schemas)
  const specs: Record<string, EndpointSpec> = {}
  for (const name of names) {
    specs[`${idPrefix}-${name}`] = {
      method: 'get',
      path: `/card/card-${kind}/${name}`,
      summary: `Figures of the "${name}" ${kind} card`,
      response: schemas[name] as z.ZodMiniType,
    }
  }
  const declared = endpoints('Dashboards', specs)
  return Object.fromEntries(names.map((name) => [name, declared[`${idPrefix}-${name}`]])) as {
    readonly [K in keyof Schemas]: CardEndpoint<Schemas[K]>
  }
}

/** `getCardAnalytics-{name}`, keyed by card name. */
export const cardAnalyticsEndpoints = cardEndpoints(
  'analytics',
  'getCardAnalytics',
  cardAnalyticsSchemas,
)
/** `getCardStatistics-{name}`, keyed by card name. */
export const cardStatisticsEndpoints = cardEndpoints(
  'statistics',
  'getCardStatistics',
  cardStatisticsSchemas,
)

/** A valid call of each card's endpoint (src/contract/example.ts): none takes input. */
export const cardAnalyticsExamples = {
  'support-tracker': {},
  'avg-sessions': {},
  'revenue-report': {},
  'goal-overview': {},
  revenue: {},
  'product-orders': {},
  'sessions-device': {},
  customers: {},
} satisfies Examples<typeof cardAnalyticsEndpoints>

/** A valid call of each card's endpoint (src/contract/example.ts): none takes input. */
export const cardStatisticsExamples = {
  'orders-bar-chart': {},
  'profit-line-chart': {},
  subscribers: {},
  revenue: {},
  sales: {},
  orders: {},
  'site-traffic': {},
  'active-users': {},
  newsletter: {},
} satisfies Examples<typeof cardStatisticsEndpoints>
