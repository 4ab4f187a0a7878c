import { queryOptions, useQuery } from '@tanstack/react-query'
import { cardStatisticsSchemas, type CardStatisticsName } from '@/contract/cards'
import { apiRequest } from '@/lib/api-client'

/** `GET /card/card-statistics/{name}`: one statistic card (a figure and its trend). */
export const cardStatisticsQueryOptions = (name: CardStatisticsName) =>
  queryOptions({
    queryKey: ['dashboards', 'card-statistics', name] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/card/card-statistics/${name}`, { schema: cardStatisticsSchemas[name], signal }),
  })

export function useCardStatistics(name: CardStatisticsName) {
  return useQuery(cardStatisticsQueryOptions(name))
}
