import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  cardAnalyticsEndpoints,
  type CardAnalytics,
  type CardAnalyticsName,
} from '@/contract/cards'
import { api } from '@/lib/api-client'

/**
 * One analytics card's figures. The eight names are one endpoint family with
 * one schema each, so one file serves them.
 */
export const cardAnalyticsQueryOptions = <K extends CardAnalyticsName>(name: K) =>
  queryOptions({
    queryKey: ['dashboards', 'card-analytics', name] as const,
    queryFn: async ({ signal }): Promise<CardAnalytics[K]> =>
      // Each name's schema parses exactly that name's shape.
      (await api(cardAnalyticsEndpoints[name as CardAnalyticsName], {
        signal,
      })) as CardAnalytics[K],
  })

export function useCardAnalytics<K extends CardAnalyticsName>(name: K) {
  return useQuery(cardAnalyticsQueryOptions(name))
}
