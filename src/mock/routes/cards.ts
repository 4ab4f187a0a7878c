import { Hono } from 'hono/tiny'
import { cardAnalyticsNames, cardStatisticsNames } from '@/contract/cards'
import { requireAbility, type MockEnv } from '../auth'
import { cardAnalytics, cardStatistics } from '../fixtures/cards'

/**
 * `GET /card/card-analytics/{name}` and `GET /card/card-statistics/{name}`:
 * read-only figures for the dashboards and the /cards pages (read Dashboard).
 */
export const cardsRoutes = new Hono<MockEnv>()

for (const name of cardAnalyticsNames) {
  cardsRoutes.get(`/card/card-analytics/${name}`, requireAbility('read', 'Dashboard'), (c) =>
    c.json(cardAnalytics[name]),
  )
}

for (const name of cardStatisticsNames) {
  cardsRoutes.get(`/card/card-statistics/${name}`, requireAbility('read', 'Dashboard'), (c) =>
    c.json(cardStatistics[name]),
  )
}
