import {
  cardAnalyticsEndpoints,
  cardAnalyticsNames,
  cardStatisticsEndpoints,
  cardStatisticsNames,
} from '@/contract/cards'
import { requireAbility } from '../auth'
import { cardAnalytics, cardStatistics } from '../fixtures/cards'
import { mockRoutes, route } from '../route'

/**
 * One route per analytics and statistics card: read-only figures for the
 * dashboards and the /cards pages (read Dashboard).
 */
export const cardsRoutes = mockRoutes(
  ...cardAnalyticsNames.map((name) =>
    route(cardAnalyticsEndpoints[name], requireAbility('read', 'Dashboard'), (c) =>
      c.json(cardAnalytics[name]),
    ),
  ),
  ...cardStatisticsNames.map((name) =>
    route(cardStatisticsEndpoints[name], requireAbility('read', 'Dashboard'), (c) =>
      c.json(cardStatistics[name]),
    ),
  ),
)
