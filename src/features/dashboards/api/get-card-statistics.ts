import { queryOptions, useQuery } from '@tanstack/react-query'
import { cardStatisticsEndpoints, type CardStatisticsName } from '@/contract/cards'
import { api } from '@/lib/api-client'

/** One statistic card (a figure and its trend). */
export const cardStatisticsQueryOptions = (name: CardStatisticsName) =>
  queryOptions({
    queryKey: ['dashboards', 'card-statistics', name] as const,
    queryFn: ({ signal }) => api(cardStatisticsEndpoints[name], { signal }),
  })

export function useCardStatistics(name: CardStatisticsName) {
  return useQuery(cardStatisticsQueryOptions(name))
}
